/// A view that arranges its subviews in a horizontal line, as SwiftUI's `HStack` (laid out by `HStackLayout`).
public struct HStack<Content: View> {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

extension HStack: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("HStack has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { [containerNode("HStack", layout, content, environment)] }
}

/// A view that arranges its subviews in a vertical line, as SwiftUI's `VStack` (laid out by `VStackLayout`).
public struct VStack<Content: View> {
    let layout: VStackLayout
    let content: Content

    /// Creates a vertical stack with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

extension VStack: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("VStack has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { [containerNode("VStack", layout, content, environment)] }
}

/// A view that overlays its subviews, aligning them in both axes, as SwiftUI's `ZStack`.
public struct ZStack<Content: View> {
    let layout: ZStackLayout
    let content: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
}

extension ZStack: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("ZStack has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { [containerNode("ZStack", layout, content, environment)] }
}

/// The lazy stacks are laid out as the stacks: every subview is laid out.
public typealias LazyVStack = VStack
/// The lazy stacks are laid out as the stacks: every subview is laid out.
public typealias LazyHStack = HStack

/// A container view that arranges other views in a two dimensional layout, as SwiftUI's `Grid`.
public struct Grid<Content: View> {
    let layout: GridLayout
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
}

extension Grid: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Grid has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { [containerNode("Grid", layout, content, environment)] }
}

/// A horizontal row in a two dimensional grid container, as SwiftUI's `GridRow`: its views are the grid's
/// subviews, marked as one row.
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("GridRow has no body") }

    /// Identifies one row among the grid's subviews.
    private final class RowToken {}

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        let token = RowToken()
        let cells = LayoutShotSwiftUI.makeNodes(content, environment)
        for cell in cells {
            cell.traits.gridRow = token
            cell.traits.gridRowAlignment = alignment
        }
        return cells
    }
}

/// A container view that arranges its child views in a grid that grows vertically, as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View> {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid that grows vertically, with `columns` across.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }
}

extension LazyVGrid: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("LazyVGrid has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { [containerNode("LazyVGrid", layout, content, environment)] }
}

/// A container view that arranges its child views in a grid that grows horizontally, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View> {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid that grows horizontally, with `rows` down.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }
}

extension LazyHGrid: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("LazyHGrid has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { [containerNode("LazyHGrid", layout, content, environment)] }
}

/// A set of view types that may be pinned to the bounds of a scroll view; recorded, not pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A view laid out by a `Layout`: what `callAsFunction` makes.
public struct _LayoutView<L: Layout, Content: View> {
    let layout: L
    let content: Content
}

extension _LayoutView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("a layout view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        let name = (layout as? AnyLayout)?.typeName ?? String(describing: L.self)
        return [containerNode(name, layout, content, environment)]
    }
}

extension Layout {
    /// Combines the specified views into a single composite view laid out by this layout.
    /// (Nonisolated, as SwiftUI's view initializers and modifiers are: views can be made anywhere.)
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}
