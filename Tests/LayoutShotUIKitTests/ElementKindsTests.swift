import LayoutCore
import LayoutShotUIKit
import Testing

@MainActor
struct ElementKindsTests {
    @Test func everyCategoryComesOutInCanonicalOrderWithItsKind() throws {
        let layout = FixedLayout()
        layout.contentSize = CGSize(width: 100, height: 200)
        layout.elements = {
            let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "bg", with: IndexPath(item: 0, section: 0))
            decoration.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            decoration.zIndex = -1
            let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 0))
            badge.frame = CGRect(x: 40, y: 20, width: 10, height: 10)
            let footer = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: 0))
            footer.frame = CGRect(x: 0, y: 90, width: 100, height: 10)
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
            cell.frame = CGRect(x: 0, y: 20, width: 50, height: 50)
            cell.transform3D = CATransform3DScale(CATransform3DMakeTranslation(5, 6, 7), 2, 3, 4)
            cell.alpha = 0.25
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
            header.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            return [decoration, badge, footer, cell, header]
        }
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([2]))
        let resolved = try host.resolveContent().attributes
        #expect(resolved.map(\.kind) == [.header, .cell, .footer, .supplementary, .decoration])
        #expect(resolved.map(\.elementKind) == [nil, nil, nil, "badge", "bg"])
        #expect(resolved.map(\.item) == [0, 1, 0, 1, 0])
        #expect(resolved[4].zIndex == -1)
        // Scale (2, 3, 4) then translation (5, 6, 7): the screen plane keeps a = 2, d = 3, tx = 5, ty = 6.
        #expect(resolved[1].transform == Transform2D(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 6))
        #expect(resolved[1].alpha == 0.25)
    }
}
