import LayoutCore
@testable import LayoutShotUIKit
import Testing

/// A view of an app's class that forces right to left by overriding the getter, as UIKit allows.
final class ForcedRightToLeftView: UIView {
    override var semanticContentAttribute: UISemanticContentAttribute {
        get { .forceRightToLeft }
        set {}
    }
}

/// What the host's views keep while it makes thousands of them cheaply: a superview that goes away leaves no
/// view pointing at it, a label starts without touches whatever else is set on it, an app's view that overrides
/// its direction is asked, text lines are the words joined as before, and a diffable data source finds each item
/// by index path after every snapshot applied.
@MainActor
struct ViewTreeReferenceTests {
    /// A subview that outlives its superview has none; one taken out or moved names its new superview only.
    @Test func aSuperviewThatGoesAwayIsNoLongerNamed() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var parent: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent?.addSubview(child)
        #expect(child.superview === parent)
        parent = nil
        #expect(child.superview == nil)
        let first = UIView(), second = UIView()
        first.addSubview(child)
        second.insertSubview(child, at: 0)
        #expect(child.superview === second && first.subviews.isEmpty)
        child.removeFromSuperview()
        #expect(child.superview == nil && second.subviews.isEmpty)
    }

    /// A label takes no touches, before and after another of its kept properties is set; a plain view takes them.
    @Test func aLabelStartsWithoutTouches() {
        let label = UILabel(frame: .zero)
        #expect(!label.isUserInteractionEnabled)
        label.tag = 7
        #expect(!label.isUserInteractionEnabled && label.tag == 7)
        label.isUserInteractionEnabled = true
        #expect(label.isUserInteractionEnabled)
        #expect(UIView().isUserInteractionEnabled)
    }

    /// A label inside an app's view that forces right to left by its getter lays its content out right to left.
    @Test func anOverriddenDirectionIsAsked() {
        let container = ForcedRightToLeftView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let label = UILabel(frame: .zero)
        container.addSubview(label)
        #expect(ContentTraits(of: label).isRightToLeft)
        #expect(!ContentTraits(of: UILabel(frame: .zero)).isRightToLeft)
    }

    /// A paragraph that fits is its one line; spaces at its ends or doubled go, as the words are joined by one
    /// space; newlines still part paragraphs; a paragraph too wide still wraps word by word.
    @Test func textLinesAreTheWordsJoined() {
        let wide = 1_000.0
        #expect(TextLines("Row 5", fontSize: 17, width: wide, maximumLines: 0).lines == ["Row 5"])
        #expect(TextLines(" Row  5 ", fontSize: 17, width: wide, maximumLines: 0).lines == ["Row 5"])
        #expect(TextLines("One\nTwo", fontSize: 17, width: wide, maximumLines: 0).lines == ["One", "Two"])
        let one = TextLines("Row", fontSize: 17, width: wide, maximumLines: 0)
        let narrow = one.width(of: "Row") + 1
        #expect(TextLines("Row Row", fontSize: 17, width: narrow, maximumLines: 0).lines == ["Row", "Row"])
    }

    /// Items are found by index path in the snapshot last applied: two sections, then one with other items; an
    /// index path past the items gives none.
    @Test func aDiffableDataSourceFindsItemsInTheLastSnapshot() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([1, 2])
        snapshot.appendItems(["a", "b"], toSection: 1)
        snapshot.appendItems(["c"], toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "c")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == nil)
        var next = NSDiffableDataSourceSnapshot<Int, String>()
        next.appendSections([2])
        next.appendItems(["d", "e"], toSection: 2)
        dataSource.apply(next, animatingDifferences: false)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "e")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == nil)
    }
}
