import LayoutShotSwiftUI
import Testing

/// Built-in stacks on documented behaviour, frames worked by hand. Colours in frames stand for views whose
/// minimum, ideal and maximum sizes are known exactly.
@MainActor
struct StackTests {
    /// Apple's `HStack` documentation and WWDC22 "Compose custom layouts with SwiftUI": a stack offers its
    /// least flexible subviews space first. A colour (unbounded), 0…100 (flexibility 100), fixed 50 (0), in
    /// that order: the fixed one is offered 300/3 and takes 50, the bounded one 250/2 and takes 100, the colour
    /// the 150 left. Served in order, the colour would take 100 and leave 50 of the 300 empty.
    @Test func leastFlexibleSubviewsAreOfferedSpaceFirst() throws {
        let layout = try layOut(
            HStack(spacing: 0) {
                Color.blue
                Color.green.frame(minWidth: 0, maxWidth: 100)
                Color.red.frame(width: 50)
            }, width: 300, height: 40)
        expectFrame(layout, "HStack/Color[0]", [0, 0, 150, 40])
        expectFrame(layout, "HStack/frame[1]", [150, 0, 100, 40])
        expectFrame(layout, "HStack/frame[2]", [250, 0, 50, 40])
    }

    /// Apple's `layoutPriority(_:)` documentation: a parent offers its higher-priority subviews space first,
    /// after setting aside the minimum of the lower ones. 350 points: the priority-1 view gets 350 − 100 = 250,
    /// the other its minimum 100 (without priorities both would get 175).
    @Test func higherPriorityTakesWhatLowerMinimumsLeave() throws {
        let layout = try layOut(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 100, maxWidth: 300)
                Color.blue.frame(minWidth: 100, maxWidth: 300).layoutPriority(1)
            }, width: 350, height: 10)
        expectFrame(layout, "HStack/frame[0]", [0, 0, 100, 10])
        expectFrame(layout, "HStack/frame[1]", [100, 0, 250, 10])
    }

    /// A `nil` spacing uses the views' `ViewSpacing` distance, 8 points on iOS (see `ViewSpacing`); an explicit
    /// spacing replaces it (Apple's `VStack(alignment:spacing:content:)` documentation).
    @Test func spacingIsTheDefaultDistanceOrTheGivenOne() throws {
        let stacked = try layOut(VStack {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        })
        expectFrame(stacked, "VStack", [0, 0, 20, 48])
        expectFrame(stacked, "VStack/frame[1]", [0, 28, 20, 20])
        let spaced = try layOut(HStack(spacing: 3) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        })
        expectFrame(spaced, "HStack/frame[1]", [23, 0, 20, 20])
        let spacing = ViewSpacing()
        #expect(spacing.distance(to: ViewSpacing.zero, along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    }

    /// Apple's `alignmentGuide(_:computeValue:)` documentation: a view can set where a guide lies in it; the
    /// stack lines those values up. The second view's leading guide is its trailing edge (20), so it sits 20
    /// points left of the first; the stack is 60 wide. Plain `.trailing` lines up the right edges.
    @Test func alignmentGuidesLineUp() throws {
        let guided = try layOut(VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        })
        expectFrame(guided, "VStack", [0, 0, 60, 28])
        expectFrame(guided, "VStack/frame[0]", [20, 0, 40, 10])
        expectFrame(guided, "VStack/frame[1]", [0, 18, 20, 10])
        let trailing = try layOut(VStack(alignment: .trailing) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10)
        })
        expectFrame(trailing, "VStack/frame[1]", [20, 18, 20, 10])
    }

    /// Apple's `fixedSize()` documentation: the view takes its ideal size whatever it is offered. A frame of
    /// ideal width 80 and unbounded maximum takes the 200 offered, and 80 when fixed; centred in the stack.
    @Test func fixedSizeTakesTheIdealSize() throws {
        let layout = try layOut(VStack {
            Color.red.frame(idealWidth: 80, maxWidth: .infinity).frame(height: 10).fixedSize()
            Color.blue.frame(maxWidth: .infinity).frame(height: 10)
        }, width: 200)
        expectFrame(layout, "VStack/fixedSize[0]", [60, 0, 80, 10])
        expectFrame(layout, "VStack/frame[1]", [0, 18, 200, 10])
    }

    /// The equal-width idiom (a `fixedSize` stack of views of unbounded maximum width; described in
    /// Swift with Majid, "The magic of fixed size modifier in SwiftUI"): the stack is as wide as the widest ideal
    /// width and then offers that width to every subview.
    @Test func fixedSizeStackGivesEveryViewTheWidestIdealWidth() throws {
        let layout = try layOut(VStack {
            Color.red.frame(idealWidth: 50, maxWidth: .infinity, idealHeight: 10)
            Color.blue.frame(idealWidth: 120, maxWidth: .infinity, idealHeight: 10)
        }.fixedSize(), width: 390)
        expectFrame(layout, "fixedSize/VStack[0]", [0, 0, 120, 28])
        expectFrame(layout, "fixedSize/VStack[0]/frame[0]", [0, 0, 120, 10])
        expectFrame(layout, "fixedSize/VStack[0]/frame[1]", [0, 18, 120, 10])
    }

    /// A spacer takes the length left along its stack (Apple's `Spacer` documentation), at least the default
    /// spacing; the 8-point spacing still separates it from its neighbours. Padding defaults to 16.
    @Test func spacerTakesWhatIsLeftAndPaddingIs16() throws {
        let layout = try layOut(HStack {
            Color.red.frame(width: 50, height: 50)
            Spacer()
            Color.blue.frame(width: 10, height: 10).padding()
        }, width: 390)
        expectFrame(layout, "HStack/Spacer[1]", [58, 25, 282, 0])
        expectFrame(layout, "HStack/padding[2]", [348, 4, 42, 42])
        expectFrame(layout, "HStack/padding[2]/frame[0]", [364, 20, 10, 10])
    }

    /// Right to left, SwiftUI mirrors each subview's place in its parent (Apple's `LayoutDirection` documentation).
    @Test func rightToLeftMirrorsPlacement() throws {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let layout = try layOut(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }, environment: environment)
        expectFrame(layout, "HStack/frame[0]", [20, 0, 10, 10])
        expectFrame(layout, "HStack/frame[1]", [0, 0, 20, 10])
    }

    /// Text wraps to the width offered (Apple's `Text` documentation: it wraps to fit); its height grows by lines.
    @Test func textWrapsToTheOfferedWidth() throws {
        let wide = try layOut(Text("one two three four"))
        let narrow = try layOut(Text("one two three four"), width: wide.size.width / 2)
        #expect(narrow.size.width <= wide.size.width / 2)
        #expect(narrow.size.height > wide.size.height)
        #expect((narrow.size.height / wide.size.height).rounded() >= 2)
    }
}
