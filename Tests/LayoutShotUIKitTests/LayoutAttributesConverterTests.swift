import LayoutCore
@testable import LayoutShotUIKit
import Testing

/// The one LayoutCore → UIKit attributes converter on the base class: every built-in layout hands the host the
/// same attributes for the same engine element. The converter is internal, so this test reads it through
/// `@testable`; before it was one, the flow layout's own copy typed a decoration as a cell and dropped its zIndex,
/// corner radius and colour.
@MainActor
struct LayoutAttributesConverterTests {
    /// A section background as an engine computes it: decoration `bg` of section 2, zIndex −1, radius 12, a colour.
    static let background = LayoutAttributes(
        kind: .decoration, section: 2, item: 0, frame: Rect2D(x: 10, y: 20, width: 300, height: 200), zIndex: -1,
        cornerRadius: 12, elementKind: "bg", color: RGBAColor(r: 1, g: 2, b: 3))

    @Test func aFlowLayoutsDecorationKeepsEverything() {
        expectKeptEverything(UICollectionViewFlowLayout().makeAttributes(from: Self.background))
    }

    @Test func aCompositionalLayoutsDecorationKeepsEverything() {
        expectKeptEverything(SampleLayouts.grid().makeAttributes(from: Self.background))
    }

    private func expectKeptEverything(_ made: UICollectionViewLayoutAttributes) {
        #expect(made.representedElementCategory == .decorationView)
        #expect(made.representedElementKind == "bg")
        #expect(made.indexPath == IndexPath(item: 0, section: 2))
        #expect(made.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(made.zIndex == -1)
        #expect(made.layoutShotCornerRadius == 12)
        #expect(made.layoutShotColor == RGBAColor(r: 1, g: 2, b: 3))
        #expect(made.layoutShotAttributes == Self.background)
    }

    /// The flow engine's header carries no kind string: it gets UIKit's, at item 0 of its section.
    @Test func aHeaderWithoutKindStringGetsUIKits() {
        let header = LayoutAttributes(kind: .header, section: 1, frame: Rect2D(x: 0, y: 0, width: 320, height: 40))
        let made = UICollectionViewFlowLayout().makeAttributes(from: header)
        #expect(made.representedElementCategory == .supplementaryView)
        #expect(made.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(made.indexPath == IndexPath(item: 0, section: 1))
        #expect(made.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    }
}
