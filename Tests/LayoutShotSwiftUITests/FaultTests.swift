import LayoutShotSwiftUI
import Testing

/// Layouts that break SwiftUI's rules get a fault naming the view by its path, never a crash.
@MainActor
struct FaultTests {
    @Test func nanSizeIsAFault() {
        let fault = #expect(throws: ViewLayoutFault.self) {
            _ = try layOut(VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                BrokenLayout(rule: .nanSize) { Color.blue }
            }, width: 100)
        }
        guard case let .invalidSize(path, method, proposal, size)? = fault else {
            Issue.record("expected an invalid size, got \(String(describing: fault))")
            return
        }
        #expect(path == "VStack/BrokenLayout[1]")
        #expect(method == "sizeThatFits(proposal:subviews:cache:)")
        #expect(proposal == ProposedViewSize(width: 100, height: nil))
        #expect(size.width.isNaN && size.height == 10)
        #expect(fault?.description.hasPrefix("VStack/BrokenLayout[1]: sizeThatFits(proposal:subviews:cache:) returned nan × 10") == true)
    }

    @Test func placingTwiceIsAFault() throws {
        let fault = #expect(throws: ViewLayoutFault.self) {
            _ = try layOut(BrokenLayout(rule: .placeTwice) { Color.blue; Color.red }, width: 100, height: 100)
        }
        #expect(fault == .placedTwice(container: "BrokenLayout", subview: "BrokenLayout/Color[0]", times: 2))
        #expect(fault?.description.contains("placed BrokenLayout/Color[0] 2 times") == true)
    }

    @Test func neverPlacingIsAFault() {
        #expect(throws: ViewLayoutFault.neverPlaced(container: "BrokenLayout", subview: "BrokenLayout/Color[1]")) {
            _ = try layOut(BrokenLayout(rule: .placeFirstOnly) { Color.blue; Color.red }, width: 100, height: 100)
        }
    }

    @Test func infiniteRootIsAFault() {
        #expect(throws: ViewLayoutFault.infiniteFrame(path: "Color", proposal: .infinity)) {
            _ = try ViewHost.layout(Color.red, proposal: .infinity)
        }
    }
}

/// A layout breaking one rule.
struct BrokenLayout: Layout {
    enum Rule { case nanSize, placeTwice, placeFirstOnly }
    let rule: Rule

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rule == .nanSize ? CGSize(width: CGFloat.nan, height: 10) : proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        switch rule {
        case .nanSize:
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        case .placeTwice:
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
            subviews[0].place(at: bounds.origin, proposal: proposal)
        case .placeFirstOnly:
            subviews[0].place(at: bounds.origin, proposal: proposal)
        }
    }
}
