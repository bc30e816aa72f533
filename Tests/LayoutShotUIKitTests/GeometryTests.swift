import Testing
import LayoutShotUIKit

@MainActor
struct GeometryTests {
    @Test func frameCenterSizeAndBoundsStayConsistent() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
        #expect(attributes.center == CGPoint(x: 30, y: 50))
        attributes.center = CGPoint(x: 100, y: 100)
        #expect(attributes.frame == CGRect(x: 80, y: 70, width: 40, height: 60))
        attributes.size = CGSize(width: 20, height: 20)
        #expect(attributes.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
        attributes.bounds = CGRect(x: 5, y: 5, width: 60, height: 40)
        #expect(attributes.frame == CGRect(x: 70, y: 80, width: 60, height: 40))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(attributes.indexPath.item == 2 && attributes.indexPath.section == 1 && attributes.indexPath.row == 2)
    }

    @Test func initialisersSetCategoryAndKind() {
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionElementKindSectionHeader, with: IndexPath(item: 0, section: 3))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "bg", with: IndexPath(row: 0, section: 1))
        #expect(decoration.representedElementCategory == .decorationView)
        #expect(decoration.representedElementKind == "bg")
        #expect(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)).representedElementKind == nil)
    }

    final class TaggedAttributes: UICollectionViewLayoutAttributes {
        var tag = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! TaggedAttributes
            copy.tag = tag
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            // NSObject's equality is nonisolated; attributes live on the main thread, as in UIKit.
            guard let other = object as? TaggedAttributes else { return false }
            return MainActor.assumeIsolated { other.tag == tag } && super.isEqual(object)
        }
    }

    @Test func copyKeepsTheSubclassAndItsProperties() throws {
        let original = TaggedAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 4, section: 0))
        original.tag = 7
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.zIndex = 5
        original.alpha = 0.5
        original.transform = CGAffineTransform(scaleX: 2, y: 2)
        let copy = try #require(original.copy() as? TaggedAttributes)
        #expect(copy !== original)
        #expect(copy.tag == 7 && copy.frame == original.frame && copy.zIndex == 5 && copy.alpha == 0.5)
        #expect(copy.representedElementKind == "badge" && copy.representedElementCategory == .supplementaryView)
        #expect(copy == original)
        copy.tag = 8
        #expect(copy != original)
    }

    @Test func transformAndTransform3DAreOneValue() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform3D = CATransform3DMakeScale(0.5, 0.25, 1)
        #expect(attributes.transform == CGAffineTransform(scaleX: 0.5, y: 0.25))
        attributes.transform = CGAffineTransform(translationX: 3, y: 4)
        #expect(attributes.transform3D == CATransform3DMakeTranslation(3, 4, 0))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    }

    @Test func affineTransformsConcatenateInCoreGraphicsOrder() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        let moveThenScale = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 63))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        #expect(!quarter.isIdentity && CGAffineTransform.identity.isIdentity)
        let inverse = scaleThenMove.inverted()
        #expect(CGPoint(x: 12, y: 23).applying(inverse) == CGPoint(x: 1, y: 1))
    }

    @Test func scrollViewBoundsOriginIsTheUnclampedContentOffset() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        view.contentOffset = CGPoint(x: 0, y: -50)
        #expect(view.bounds == CGRect(x: 0, y: -50, width: 100, height: 200))
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        view.safeAreaInsets = UIEdgeInsets(top: 20, left: 4, bottom: 30, right: 4)
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 30, left: 4, bottom: 35, right: 4))
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.adjustedContentInset == view.contentInset)
    }

    @Test func dataSourceDefaultsToOneSectionAndNSIndexPathReadsItsIndexes() {
        final class OneSection: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell(frame: .zero)
            }
        }
        let source = OneSection()
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        view.dataSource = source
        #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 3)
        let path = NSIndexPath(index: 4)
        #expect(path.section == 4 && path.item == NSNotFound)
    }
}
