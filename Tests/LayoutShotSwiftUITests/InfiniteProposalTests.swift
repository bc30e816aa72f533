import LayoutShotSwiftUI
import Testing

/// Every built-in view answers every proposal, infinite ones included (a stack probes its subviews' flexibility
/// with one): a finite size, infinite only where the proposal is (`ProposedViewSize`'s documentation: `.infinity`
/// asks for the view's maximum size; a colour's maximum is unbounded).
@MainActor
struct InfiniteProposalTests {
    /// The most ordinary nesting. The outer stack asks the inner one for its length at ∞ × 60; the inner stack
    /// offers its colour ∞ across, and the colour takes it: the answer is ∞ × 60, never NaN. Offered 390 × 60,
    /// the single subview gets the whole 390 (one share), so every view is [0, 0, 390, 60].
    @Test func stackInStackAnswersAnInfiniteProbe() throws {
        let layout = try layOut(HStack { VStack { Color.blue } }, width: 390, height: 60)
        expectFrame(layout, "HStack", [0, 0, 390, 60])
        expectFrame(layout, "HStack/VStack[0]", [0, 0, 390, 60])
        expectFrame(layout, "HStack/VStack[0]/Color[0]", [0, 0, 390, 60])
    }

    /// A ZStack of a colour and a fixed square asked for ∞ × 60 is ∞ × 60 (the union of ∞ × 60 and 20 × 20), and
    /// a VStack of it beside a 100-point square shares 390 − 8: the square takes 100, the flexible ZStack 282.
    @Test func overlaysAndStacksShareAfterAnInfiniteProbe() throws {
        let layout = try layOut(HStack {
            Color.red.frame(width: 100, height: 20)
            VStack { ZStack { Color.blue; Color.green.frame(width: 20, height: 20) } }
        }, width: 390, height: 60)
        expectFrame(layout, "HStack/frame[0]", [0, 20, 100, 20])
        expectFrame(layout, "HStack/VStack[1]", [108, 0, 282, 60])
        expectFrame(layout, "HStack/VStack[1]/ZStack[0]/frame[1]", [239, 20, 20, 20])
    }

    /// Each built-in view and modifier, asked every proposal of {nil, 0, 1, 37.5, 390, ∞}², answers a size.
    @Test(arguments: 0..<BuiltInViews.count)
    func everyBuiltInViewAnswersEveryProposal(_ index: Int) throws {
        let record = ProbeRecord()
        let (name, view) = BuiltInViews.view(index)
        _ = try ViewHost.layout(ProposalProbe(record: record) { view }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(record.answers.count == probeProposals.count)
        for (proposal, size) in record.answers {
            #expect(isValidAnswer(size, to: proposal), "\(name) answered \(size) to \(proposal)")
        }
    }
}

/// One of each built-in view, alone and in the containers.
@MainActor
enum BuiltInViews {
    nonisolated static let count = 27

    static func view(_ index: Int) -> (String, AnyView) {
        switch index {
        case 0: ("Color", AnyView(Color.red))
        case 1: ("Circle", AnyView(Circle()))
        case 2: ("Text", AnyView(Text("Hello layout world")))
        case 3: ("Image", AnyView(Image(systemName: "star")))
        case 4: ("resizable Image", AnyView(Image("photo").resizable()))
        case 5: ("Spacer", AnyView(Spacer()))
        case 6: ("Divider in HStack", AnyView(HStack { Divider(); Color.red }))
        case 7: ("VStack", AnyView(VStack { Color.blue; Text("a") }))
        case 8: ("HStack", AnyView(HStack { Color.blue; Spacer(); Text("a") }))
        case 9: ("ZStack", AnyView(ZStack { Color.blue; Text("a") }))
        case 10: ("nested stacks", AnyView(HStack { VStack { Color.blue } }))
        case 11: ("Grid", AnyView(Grid { GridRow { Color.red; Text("a") }; Divider(); GridRow { Color.blue.gridCellColumns(2) } }))
        case 12: ("LazyVGrid adaptive", AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) { ForEach(0..<5) { _ in Color.red } }))
        case 13: ("LazyVGrid mixed", AnyView(LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.flexible()), GridItem(.adaptive(minimum: 20))]) { ForEach(0..<7) { _ in Text("x") } }))
        case 14: ("LazyHGrid", AnyView(LazyHGrid(rows: [GridItem(.flexible()), GridItem(.adaptive(minimum: 30))]) { ForEach(0..<5) { _ in Color.red } }))
        case 15: ("ScrollView", AnyView(ScrollView { VStack { Color.red.frame(height: 50); Text("a") } }))
        case 16: ("flexible frame", AnyView(Color.red.frame(minWidth: 10, maxWidth: .infinity, minHeight: 5, maxHeight: 200)))
        case 17: ("fixed frame", AnyView(Color.red.frame(width: 30)))
        case 18: ("padding", AnyView(Color.red.padding()))
        case 19: ("fixedSize", AnyView(VStack { Color.red; Text("b") }.fixedSize()))
        case 20: ("aspectRatio fit", AnyView(Color.red.aspectRatio(2, contentMode: .fit)))
        case 21: ("aspectRatio fill", AnyView(Image("photo").resizable().scaledToFill()))
        case 22: ("background and overlay", AnyView(Text("a").background(Color.red).overlay(Circle())))
        case 24: ("Label", AnyView(Label("Share", systemImage: "square.and.arrow.up")))
        case 25: ("LinearGradient", AnyView(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        case 26: ("unsized grid cell", AnyView(Grid { GridRow { Color.red.gridCellUnsizedAxes(.horizontal); Text("a") } }))
        default: ("priority and offset", AnyView(HStack { Color.red.layoutPriority(1); Text("b").offset(x: 3) }))
        }
    }
}
