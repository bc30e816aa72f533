import LayoutCore
import Testing

/// List appearances worked by hand in a 320-point-wide viewport with no safe area (margins 16):
/// 44-point rows, two sections of two rows.
@Suite struct CompositionalListTests {
    static func layout(_ configuration: CompositionalListConfiguration) -> CompositionalLayoutSnapshot {
        CompositionalLayout.list(using: configuration)
            .compute(in: CompositionalViewport(size: Size(width: 320, height: 600)), itemCounts: [2, 2])
    }

    /// Plain: edge-to-edge rows under 28-point headers that pin.
    @Test func plain() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .plain, headerMode: .supplementary))
        #expect(layout.frames(.header) == [r(0, 0, 320, 28), r(0, 116, 320, 28)])
        #expect(layout.cellFrames == [r(0, 28, 320, 44), r(0, 72, 320, 44), r(0, 144, 320, 44), r(0, 188, 320, 44)])
        #expect(layout.headerFrame(0, at: Point(x: 0, y: 60)) == r(0, 60, 320, 28))
        #expect(layout.headerFrame(0, at: Point(x: 0, y: 100)) == r(0, 88, 320, 28))
        #expect(layout.staticAttributes.first?.elementKind == nil)
    }

    /// Grouped without headers: 35 points above each section's rows; headers do not pin.
    @Test func grouped() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .grouped))
        #expect(layout.cellFrames == [r(0, 35, 320, 44), r(0, 79, 320, 44), r(0, 158, 320, 44), r(0, 202, 320, 44)])
        #expect(layout.contentSize.height == 246)
        let headed = Self.layout(CompositionalListConfiguration(appearance: .grouped, headerMode: .supplementary))
        #expect(headed.frames(.header) == [r(0, 0, 320, 38), r(0, 126, 320, 38)])
        #expect(headed.headerFrame(0, at: Point(x: 0, y: 50)) == r(0, 0, 320, 38))
    }

    /// Inset grouped: measured from the 16-point margins, a rounded background behind the rows only.
    @Test func insetGrouped() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary))
        #expect(layout.frames(.header) == [r(16, 0, 288, 38), r(16, 164, 288, 38)])
        #expect(layout.cellFrames == [r(16, 38, 288, 44), r(16, 82, 288, 44), r(16, 202, 288, 44), r(16, 246, 288, 44)])
        #expect(layout.frames(.footer) == [r(16, 126, 288, 38), r(16, 290, 288, 38)])
        let backgrounds = layout.staticAttributes.filter { $0.kind == .decoration }
        #expect(backgrounds.map(\.frame) == [r(16, 38, 288, 88), r(16, 202, 288, 88)])
        #expect(backgrounds.allSatisfy { $0.cornerRadius == 10 && $0.elementKind == CompositionalListConfiguration.backgroundElementKind })
    }
}
