import LayoutShotSwiftUI
import Testing

/// Swift 5 layouts hosted on the main actor, where views live (as in SwiftUI: a view's body runs there; Swift 5
/// code is not told so at compile time, but its body must still run on the main thread). Frames worked by hand
/// from the layouts' code.
@MainActor
struct Swift5LayoutTests {
    /// 100 wide, items 30, 40, 50 with 4 between: 30 and 40 fit the first row from the right (100−30, 66−40),
    /// 50 starts the second row at y 20 + 4.
    @Test func trailingFlowFillsRowsFromTheRight() throws {
        let layout = try ViewHost.layout(
            TrailingFlow {
                Color.red.frame(width: 30, height: 20)
                Color.green.frame(width: 40, height: 20)
                Color.blue.frame(width: 50, height: 20)
            }, proposal: ProposedViewSize(width: 100, height: nil))
        #expect(layout["TrailingFlow/frame[0]"] == CGRect(x: 70, y: 0, width: 30, height: 20))
        #expect(layout["TrailingFlow/frame[1]"] == CGRect(x: 26, y: 0, width: 40, height: 20))
        #expect(layout["TrailingFlow/frame[2]"] == CGRect(x: 50, y: 24, width: 50, height: 20))
    }

    /// Three columns of 60 in 200 (10 apart): the subviews go where their `ColumnKey` says, stacked 10 apart.
    @Test func columnsFollowTheLayoutValue() throws {
        let layout = try ViewHost.layout(
            ColumnsLayout(count: 3) {
                Color.red.frame(height: 30).layoutValue(key: ColumnKey.self, value: 2)
                Color.green.frame(height: 40)
                Color.blue.frame(height: 20).layoutValue(key: ColumnKey.self, value: 2)
            }, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(layout.size == CGSize(width: 200, height: 60))
        #expect(layout["ColumnsLayout/frame[0]"] == CGRect(x: 140, y: 0, width: 60, height: 30))
        #expect(layout["ColumnsLayout/frame[1]"] == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(layout["ColumnsLayout/frame[2]"] == CGRect(x: 140, y: 40, width: 60, height: 20))
    }

    /// The layout's leading guide is 10 in (its explicit alignment, passed up through the frame around it); the
    /// square's is 20 in: in a leading-aligned stack the layout starts 20 − 10 = 10 right of the square.
    @Test func explicitGuideOfASwift5Layout() throws {
        let layout = try ViewHost.layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 20 }
                ColumnsLayout(count: 1) { Color.blue.frame(height: 10) }.frame(width: 50)
            }, proposal: .unspecified)
        #expect(layout["VStack/frame[0]"] == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(layout["VStack/frame[1]"] == CGRect(x: 10, y: 10, width: 50, height: 10))
    }
}
