import LayoutCore
import LayoutShotUIKit
import Testing

/// Pins each section's header to the top of the visible bounds until the section's last item pushes it out.
final class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, var attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        attributes.removeAll { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                  let header = layoutAttributesForSupplementaryView(
                      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
            let top = collectionView.contentOffset.y
            header.frame.origin.y = min(max(header.frame.minY, top), last.frame.maxY + sectionInset.bottom - header.frame.height)
            header.zIndex = 1024
            if header.frame.intersects(rect) { attributes.append(header) }
        }
        return attributes
    }
}

@MainActor
struct StickyHeaderLayoutTests {
    /// Two sections of four full-width items 40 high under 20-point headers: section 0 spans 0…180
    /// (header 0…20, items 20…180), section 1 spans 180…360.
    static func host(_ layout: UICollectionViewFlowLayout) -> LayoutHost {
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 100, height: 20)
        return LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([4, 4]))
    }

    static func headers(_ resolved: ResolvedLayout) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: resolved.attributes.filter { $0.kind == .header }.map { ($0.section, $0.frame.y) })
    }

    @Test(arguments: [
        // Offset 50: header 0 at the top. 170: pushed up to 180 − 20. 250: section 0 is gone, header 1 at the top.
        (50.0, [0: 50.0]), (170, [0: 160, 1: 180]), (250, [1: 250]), (0, [0: 0]),
    ] as [(Double, [Int: Double])])
    func headerSticksUntilItsSectionEnds(offset: Double, expected: [Int: Double]) throws {
        let custom = try Self.host(StickyHeaderFlowLayout()).resolve(at: CGPoint(x: 0, y: offset))
        #expect(Self.headers(custom) == expected)
        let builtIn = UICollectionViewFlowLayout()
        builtIn.sectionHeadersPinToVisibleBounds = true
        let pinned = try Self.host(builtIn).resolve(at: CGPoint(x: 0, y: offset))
        #expect(Self.headers(pinned) == expected)
        #expect(pinned.attributes == custom.attributes)
    }

    @Test func scrollingReprepares() throws {
        let host = Self.host(StickyHeaderFlowLayout())
        _ = try host.resolve(offsets: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 20)])
        // The first prepare, then one per bounds change; the repeated offset changes nothing.
        #expect(host.prepareCount == 3)
    }

    @Test func pinnedFooterSticksToTheBottom() throws {
        let layout = UICollectionViewFlowLayout()
        layout.footerReferenceSize = CGSize(width: 100, height: 10)
        layout.sectionFootersPinToVisibleBounds = true
        let host = Self.host(layout)
        // Section 0: header 0…20, items 20…180, footer 180…190. At offset 0 the footer sits at 100 − 10.
        let resolved = try host.resolve(at: .zero)
        let footer = try #require(resolved.attributes.first { $0.kind == .footer })
        #expect(footer.frame == Rect2D(x: 0, y: 90, width: 100, height: 10))
        #expect(footer.zIndex == 1024)
    }
}
