import LayoutCore
import Testing

/// The one pinning rule, worked by hand: a 30-point header whose static place is 100 in a section ending at
/// 300, and a 20-point footer whose static place is 280 in a section whose items start at 130, seen through a
/// 200-point visible stretch.
@Suite struct BoundaryPinTests {
    static let header = BoundaryPin(edge: .start, staticStart: 100, extent: 30, limit: 300)
    static let footer = BoundaryPin(edge: .end, staticStart: 280, extent: 20, limit: 130)

    /// Before its place the header stays there; then it sticks to the visible start; from 270 on the section's
    /// end (300 − 30) pushes it back.
    @Test(arguments: [(0.0, 100.0), (100, 100), (150, 150), (270, 270), (290, 270), (500, 270)])
    func header(visibleStart: Double, expected: Double) {
        #expect(Self.header.start(visibleStart: visibleStart, visibleEnd: visibleStart + 200) == expected)
    }

    /// The footer sticks to the visible end (its start 20 above it) while that is above its place, and stops at
    /// the items' start 130; past its place it stays there.
    @Test(arguments: [(0.0, 180.0), (-100, 130), (50, 230), (100, 280), (400, 280)])
    func footer(visibleStart: Double, expected: Double) {
        #expect(Self.footer.start(visibleStart: visibleStart, visibleEnd: visibleStart + 200) == expected)
    }

    /// A header pinned for good has no end to its travel; a section shorter than its header never moves it
    /// before its place, and a footer whose place is before its limit never moves after it.
    @Test func edgeCases() {
        let forGood = BoundaryPin(edge: .start, staticStart: 100, extent: 30, limit: .infinity)
        #expect(forGood.start(visibleStart: 5000, visibleEnd: 5200) == 5000)
        let cramped = BoundaryPin(edge: .start, staticStart: 100, extent: 30, limit: 110)
        #expect(cramped.start(visibleStart: 120, visibleEnd: 320) == 100)
        let early = BoundaryPin(edge: .end, staticStart: 100, extent: 20, limit: 150)
        #expect(early.start(visibleStart: 0, visibleEnd: 50) == 100)
    }
}
