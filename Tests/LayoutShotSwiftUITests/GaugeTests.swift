import LayoutShotSwiftUI
import Testing

/// `Gauge` in its iOS default style, linear capacity (`Gauge`, `GaugeBarLayout`), `ToolbarTitleMenu` and
/// `ImageRenderer`, frames worked by hand. Colours stand for labels whose size is known exactly.
@MainActor
struct GaugeTests {
    /// Without labels a gauge is its bar: as wide as offered, 4 points tall (`ProgressView`'s bar), the fill
    /// 0.25 of the 0…1 range, 200 × 0.25 = 50 wide from the leading edge.
    @Test func aGaugeIsABarFilledToItsValue() throws {
        let layout = try layOut(Gauge(value: 0.25) { EmptyView() }, width: 200)
        expectFrame(layout, "VStack", [0, 0, 200, 4])
        expectFrame(layout, "VStack/HStack[0]/frame[0]/GaugeBarLayout[0]/Capsule[0]", [0, 0, 200, 4])
        expectFrame(layout, "VStack/HStack[0]/frame[0]/GaugeBarLayout[0]/Capsule[1]", [0, 0, 50, 4])
    }

    /// The label above, the bounds' labels at the bar's ends, the current value label below, 8 points apart
    /// (the spacing between two views that are not text). 300 wide: the label 20 tall at y 0; the bar's row at
    /// 20 + 8 = 28, 10 tall (its labels), the bar 300 − 20 − 20 − 8 − 8 = 244 wide at x 28 and y 28 + (10 − 4) / 2
    /// = 31, filled to 3 of 0…4, 244 × 0.75 = 183; the current value label at 28 + 10 + 8 = 46; 56 in all.
    @Test func theLabelsSurroundTheBar() throws {
        let gauge = Gauge(value: 3.0, in: 0...4) {
            Color.red.frame(width: 50, height: 20)
        } currentValueLabel: {
            Color.green.frame(width: 30, height: 10)
        } minimumValueLabel: {
            Color.blue.frame(width: 20, height: 10)
        } maximumValueLabel: {
            Color.blue.frame(width: 20, height: 10)
        }
        let layout = try layOut(gauge, width: 300)
        expectFrame(layout, "VStack", [0, 0, 300, 56])
        expectFrame(layout, "VStack/frame[0]", [0, 0, 50, 20])
        expectFrame(layout, "VStack/HStack[1]", [0, 28, 300, 10])
        expectFrame(layout, "VStack/HStack[1]/frame[0]", [0, 28, 20, 10])
        expectFrame(layout, "VStack/HStack[1]/frame[1]", [28, 31, 244, 4])
        expectFrame(layout, "VStack/HStack[1]/frame[1]/GaugeBarLayout[0]/Capsule[1]", [28, 31, 183, 4])
        expectFrame(layout, "VStack/HStack[1]/frame[2]", [280, 28, 20, 10])
        expectFrame(layout, "VStack/frame[2]", [0, 46, 30, 10])
    }

    /// A value outside the range fills none or all of the bar; an empty range fills none.
    @Test func theFillStaysInTheBar() throws {
        for (gauge, fill) in [(Gauge(value: -1.0, in: 0...1) { EmptyView() }, 0.0), (Gauge(value: 5.0, in: 0...1) { EmptyView() }, 100), (Gauge(value: 1.0, in: 1...1) { EmptyView() }, 0)] {
            let layout = try layOut(gauge, width: 100)
            expectFrame(layout, "VStack/HStack[0]/frame[0]/GaugeBarLayout[0]/Capsule[1]", [0, 0, fill, 4])
        }
    }

    /// A gauge style compiles and keeps the layout; so does a title menu in a toolbar, which is not laid out.
    @Test func stylesAndTheTitleMenuAreInert() throws {
        let styled = try layOut(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity), width: 100)
        expectFrame(styled, "VStack", [0, 0, 100, 4])
        let view = Color.red.toolbar {
            ToolbarTitleMenu {
                Button("Rename") {}
            }
        }
        expectFrame(try layOut(view, width: 100, height: 50), "Color", [0, 0, 100, 50])
    }

    /// A scaled metric keeps the value written (the default text size's): the icon's frame is 14 wide, and the
    /// resizable image in it, offered 14 × nil, keeps its natural height, 100 (a named image's placeholder).
    @Test func aScaledMetricKeepsItsValue() throws {
        expectFrame(try layOut(ScaledIconLabel()), "HStack/frame[0]", [0, 0, 14, 100])
    }

    /// A gauge, with labels or without, and an anchored grid cell answer every probe proposal (nil, 0, 1, 37.5,
    /// 390, ∞ on either axis) with a size that is finite, or infinite only where the proposal is.
    @Test func gaugesAndAnchoredCellsAnswerEveryProposal() throws {
        let views: [(String, AnyView)] = [
            ("Gauge", AnyView(Gauge(value: 0.3) { EmptyView() })),
            ("labelled Gauge", AnyView(Gauge(value: 2.0, in: 0...4) { Text("Fuel") } currentValueLabel: { Text("2") }
                minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") })),
            ("anchored cell", AnyView(Grid { GridRow { Color.red.gridCellAnchor(.bottomTrailing); Text("a") } })),
        ]
        for (name, view) in views {
            let record = ProbeRecord()
            _ = try ViewHost.layout(ProposalProbe(record: record) { view }, proposal: ProposedViewSize(width: 100, height: 100))
            #expect(record.answers.count == probeProposals.count)
            for (proposal, size) in record.answers {
                #expect(isValidAnswer(size, to: proposal), "\(name) answered \(size) to \(proposal)")
            }
        }
    }

    /// An image renderer compiles and draws nothing: no image, as Apple's documents for a render that failed.
    @Test func anImageRendererMakesNoImage() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        renderer.proposedSize = ProposedViewSize(width: 10, height: 10)
        renderer.scale = 2
        #expect(renderer.cgImage == nil)
    }
}

/// `gridCellAnchor(_:)` in a `Grid`, frames worked by hand.
@MainActor
struct GridCellAnchorTests {
    /// Three columns of 30, 40 and 30 points (the widest cells), 8 apart, the first row 40 tall (its tallest
    /// cell): a 10-point cell anchored bottom trailing sits at x 30 − 10 = 20, y 40 − 10 = 30 (centred, it would
    /// be at 10, 15); a 20-point one anchored at (0.25, 0.5) in the second column at x 38 + (40 − 20) × 0.25 = 43
    /// (centred, 48), y (40 − 20) × 0.5 = 10.
    @Test func anAnchorPlacesTheCellInItsRectangle() throws {
        let grid = Grid {
            GridRow {
                Color.red.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
                Color.blue.frame(width: 20, height: 20).gridCellAnchor(UnitPoint(x: 0.25, y: 0.5))
                Color.gray.frame(width: 30, height: 40)
            }
            GridRow {
                Color.gray.frame(width: 30, height: 1)
                Color.gray.frame(width: 40, height: 1)
            }
        }
        let layout = try layOut(grid)
        expectFrame(layout, "Grid/frame[0]", [20, 30, 10, 10])
        expectFrame(layout, "Grid/frame[1]", [43, 10, 20, 20])
    }
}
