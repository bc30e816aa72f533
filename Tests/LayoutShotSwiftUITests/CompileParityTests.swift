import LayoutShotSwiftUI
import Testing

/// The spellings of `CompileParityViews.swift` compile (in this Swift 6 target and, through the same file, in
/// the Swift 5 one) and lay out without a fault.
@MainActor
struct CompileParityTests {
    @Test func parityViewsLayOut() throws {
        let items = [ParityItem(id: 1, title: "One"), ParityItem(id: 2, title: "Two")]
        for proposal in [ProposedViewSize(width: 390, height: nil), ProposedViewSize(width: 390, height: 844)] {
            _ = try ViewHost.layout(ParityStyles(), proposal: proposal)
            _ = try ViewHost.layout(ParityContent(items: items), proposal: proposal)
            _ = try ViewHost.layout(ParityModifiers(), proposal: proposal)
            _ = try ViewHost.layout(ParityTabs(), proposal: proposal)
        }
    }

    /// `.background(Color.orange)` takes the `ShapeStyle` overload, as on iOS (the `View` one is disfavoured in
    /// the SDK): a rectangle filled with the colour, offered the view's size, 40 × 20 behind the 40 × 20 view.
    @Test func colourBackgroundIsARectangleOfTheViewsSize() throws {
        let layout = try layOut(Color.blue.frame(width: 40, height: 20).background(Color.orange).overlay(.red), width: 390)
        expectFrame(layout, "overlay", [0, 0, 40, 20])
        expectFrame(layout, "overlay/background[0]/Rectangle[1]", [0, 0, 40, 20])
        expectFrame(layout, "overlay/Rectangle[1]", [0, 0, 40, 20])
    }

    /// `Label` is its icon then its title in a row, 8 apart: a 17-point symbol, so the title starts at 25.
    @Test func labelIsIconThenTitle() throws {
        let layout = try layOut(Label("Share", systemImage: "square.and.arrow.up"))
        let title = try #require(layout["HStack/Text[1]"])
        expectFrame(layout, "HStack/Image[0]", [0, (title.height - 17) / 2, 17, 17])
        #expect(title.minX == 25)
    }
}
