import LayoutCore
import Testing

/// Pinned boundary supplementaries stay inside the adjusted content inset, worked by hand: a 30-point header
/// and a 20-point footer, both pinned, around ten 50-point rows (header 0–30, rows 30–530, footer 530–550),
/// in a 300 × 400 viewport with a 47-point safe area at the top (under a navigation bar) and 34 at the bottom
/// (the home indicator).
@Suite struct CompositionalSafeAreaPinningTests {
    static func layout(_ viewport: CompositionalViewport) -> CompositionalGeometry {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(30)), elementKind: "h", alignment: .top, pinToVisibleBounds: true)
        let footer = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(20)), elementKind: "f", alignment: .bottom, pinToVisibleBounds: true)
        return CompositionalLayout(section: CompositionalSection(group: group, boundarySupplementaryItems: [header, footer]))
            .compute(in: viewport, itemCounts: [10])
    }

    static let phone = CompositionalViewport(
        size: Size2D(width: 300, height: 400), safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0))

    static func y(_ kind: ElementKind, in layout: CompositionalGeometry, at offset: Double) -> Double? {
        layout.attributes(at: Point2D(x: 0, y: offset)).first { $0.kind == kind }?.frame.y
    }

    /// The header sticks 47 below the bounds' top (offset + 47), stopping where its bottom meets the section's
    /// end (550 − 30 = 520); the footer sticks 34 above the bounds' bottom (offset + 400 − 34 − 20), never
    /// below its place (530).
    @Test(arguments: [(0.0, 47.0, 346.0), (100, 147, 446), (200, 247, 530), (480, 520, 530)])
    func insideTheSafeArea(offset: Double, header: Double, footer: Double) {
        let layout = Self.layout(Self.phone)
        #expect(Self.y(.header, in: layout, at: offset) == header)
        #expect(Self.y(.footer, in: layout, at: offset) == footer)
    }

    /// The adjusted content inset can be given apart from the safe area (a scroll view's own content inset,
    /// or no automatic adjustment): 10 at the top pins the header at offset + 10.
    @Test func anAdjustedInsetOfItsOwn() {
        var viewport = Self.phone
        viewport.adjustedContentInset = Insets(top: 10, left: 0, bottom: 0, right: 0)
        let layout = Self.layout(viewport)
        #expect(Self.y(.header, in: layout, at: 100) == 110)
        #expect(Self.y(.footer, in: layout, at: 0) == 380)
        // The rect query finds the pinned views where they are.
        let found = layout.attributes(in: r(0, 115, 300, 5), at: Point2D(x: 0, y: 100)).map(\.kind)
        #expect(found.contains(.header) && !found.contains(.footer))
    }
}
