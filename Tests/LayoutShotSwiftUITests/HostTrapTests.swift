import LayoutShotSwiftUI
import Testing

/// Inputs that used to trap or overflow the host: each is laid out or is a fault naming the view's path.
@MainActor
struct HostTrapTests {
    /// Everyday code: the stack probes the grid with an infinite width, which used to be `Int(∞)`. At 0 the
    /// adaptive item is one track of 0 and at ∞ one of ∞, so the grid is the stack's only, flexible, subview and
    /// is offered all 390: ⌊(390 + 8) / (80 + 8)⌋ = 4 tracks of (390 − 3·8) / 4 = 91.5.
    @Test func adaptiveGridInAStackIsLaidOut() throws {
        let layout = try layOut(HStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<4) { _ in Color.blue.frame(height: 40) }
            }
        }, width: 390)
        expectFrame(layout, "HStack", [0, 0, 390, 40])
        expectFrame(layout, "HStack/LazyVGrid[0]/frame[1]", [99.5, 0, 91.5, 40])
        expectFrame(layout, "HStack/LazyVGrid[0]/frame[3]", [298.5, 0, 91.5, 40])
    }

    /// A span past any real grid used to overflow the column arithmetic.
    @Test func hugeGridSpanIsAFault() {
        #expect(throws: ViewLayoutFault.invalidArgument(
            path: "Grid/Color[1]", argument: "gridCellColumns(\(Int.max))", requirement: "a cell spans at most 10000 columns")
        ) {
            _ = try layOut(Grid { GridRow { Color.red; Color.blue.gridCellColumns(Int.max) } }, width: 390)
        }
    }

    /// Rows whose spans add up past the limit share the last column and are a fault, never an overflow.
    @Test func rowsWiderThanTheLimitAreAFault() {
        let fault = #expect(throws: ViewLayoutFault.self) {
            _ = try layOut(Grid { GridRow { ForEach(0..<3) { _ in Color.red.gridCellColumns(6_000) } } }, width: 390)
        }
        #expect(fault == .invalidArgument(
            path: "Grid", argument: "row 0 needs more than 10000 columns", requirement: "a grid has at most 10000 columns"))
    }

    /// 2,000 nested paddings: the build stops at `ViewHost.maximumDepth` levels (each padding is two: the
    /// `AnyView` and the padding), so the fault names the `AnyView` under 500 paddings.
    @Test func deepTreeIsAFaultNotAStackOverflow() {
        var view = AnyView(Color.red)
        for _ in 0..<2_000 { view = AnyView(view.padding(1)) }
        let fault = #expect(throws: ViewLayoutFault.self) { _ = try layOut(view, width: 390) }
        guard case let .tooDeep(path, limit)? = fault else {
            Issue.record("expected tooDeep, got \(String(describing: fault))")
            return
        }
        #expect(limit == ViewHost.maximumDepth)
        let steps = path.split(separator: "/")
        #expect(steps.count == 501)
        #expect(steps.first == "padding" && steps.dropFirst().dropLast().allSatisfy { $0 == "padding[0]" })
        #expect(steps.last == "AnyView[0]")
    }

    /// A tree just inside the limit is laid out: 499 paddings of 1 around a 10-point square are 1,008 wide.
    @Test func treeJustInsideTheLimitIsLaidOut() throws {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<498 { view = AnyView(view.padding(1)) }
        let layout = try layOut(view, width: 390)
        #expect(layout.size == CGSize(width: 1_006, height: 1_006))
    }

    /// A body that holds itself never ends; it is cut at the limit with a fault.
    @Test func bodyHoldingItselfIsAFault() {
        let fault = #expect(throws: ViewLayoutFault.self) { _ = try layOut(SelfHolding(), width: 390) }
        guard case let .tooDeep(path, _)? = fault else {
            Issue.record("expected tooDeep, got \(String(describing: fault))")
            return
        }
        #expect(path.hasPrefix("VStack/VStack[0]/VStack[0]"))
    }

    /// A negative font size has no layout (its text would be laid out with negative frames): a fault.
    @Test func negativeFontSizeIsAFault() {
        #expect(throws: ViewLayoutFault.invalidArgument(
            path: "VStack/Text[1]", argument: "font size -20", requirement: "a font size must be finite and not negative")
        ) {
            _ = try layOut(VStack { Text("a"); Text("Hello").font(.system(size: -20)) }, width: 390)
        }
    }

    /// A NaN priority has no order; it counts as 0 (it looped for ever): two colours share 100 − 8 equally, 46 each.
    @Test func nanPriorityCountsAsDefault() throws {
        let layout = try layOut(HStack { Color.red.layoutPriority(.nan); Color.blue }, width: 100, height: 10)
        expectFrame(layout, "HStack/Color[0]", [0, 0, 46, 10])
        expectFrame(layout, "HStack/Color[1]", [54, 0, 46, 10])
    }

    /// A broken layout over 30,000 subviews reports a fault per subview: the report is linear (it took 82 s).
    @Test func faultReportOverManySubviewsIsLinear() {
        let clock = ContinuousClock()
        let started = clock.now
        #expect(throws: ViewLayoutFault.neverPlaced(container: "BrokenLayout", subview: "BrokenLayout/Color[1]")) {
            _ = try layOut(BrokenLayout(rule: .placeFirstOnly) { ForEach(0..<30_000) { _ in Color.red } }, width: 100, height: 100)
        }
        #expect(clock.now - started < .seconds(10))
    }
}

/// A view whose body contains itself.
struct SelfHolding: View {
    var body: AnyView { AnyView(VStack { SelfHolding() }) }
}
