/// A view that switches between multiple child views using interactive user interface elements, as SwiftUI's
/// `TabView`: its first tab laid out above a tab bar 49 points tall, together filling the space offered (the
/// selection is inert; the other tabs are not laid out).
public struct TabView<SelectionValue: Hashable, Content: View> {
    let content: Content

    /// The height of the iOS tab bar: 49 points (UIKit's `UITabBar` in portrait on iPhone, measured, Apple
    /// documents no figure; Ivo Mynttinen, "iOS Design Guidelines", lists it with the other bar heights).
    static var tabBarHeight: CGFloat { 49 }

    /// A tab view with a selection; the selection is inert.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension TabView where SelectionValue == Int {
    /// A tab view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension TabView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("TabView has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        var inner = environment
        inner.stackAxis = nil
        let node = ViewNode(
            typeName: "TabView", content: .container(LayoutBox(TabLayout(barHeight: Self.tabBarHeight))), environment: environment)
        let first = Array(LayoutShotSwiftUI.makeNodes(content, inner).prefix(1))
        node.adopt(first + [leafNode("TabBar", .shape(ShapeDrawing(fill: nil, corners: .square)), inner)])
        return [node]
    }
}

/// A tab view's layout: the tab offered what is left above the bar, the bar the width at the bottom.
struct TabLayout: Layout, BuiltInLayout {
    let barHeight: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10 + barHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tabHeight = max(0, bounds.height - barHeight)
        if subviews.count == 2 {
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: tabHeight))
        }
        subviews[subviews.count - 1].place(
            at: CGPoint(x: bounds.minX, y: bounds.minY + tabHeight), proposal: ProposedViewSize(width: bounds.width, height: barHeight))
    }
}

extension View {
    /// The tab item of a tab view's tab; inert (the tab bar is laid out without items).
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// A badge on a tab or row; inert.
    nonisolated public func badge(_ count: Int) -> some View { self }
}
