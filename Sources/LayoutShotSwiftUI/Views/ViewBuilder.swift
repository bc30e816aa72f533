/// A custom parameter attribute that constructs views from closures, as SwiftUI's `ViewBuilder`.
@resultBuilder
public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty view.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, as a tuple view.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var elements: [any View] = []
        for view in repeat each content { elements.append(view) }
        return TupleView(value: (repeat each content), elements: elements)
    }

    /// An optional view (an `if` without `else`).
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An optional view (an `if` without `else`).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A view behind an availability check, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    /// The views of a `for` loop, one subview each.
    public static func buildArray<Content: View>(_ components: [Content]) -> _ViewArray<Content> {
        _ViewArray(elements: components)
    }
}

/// A view created from a swift tuple of view values, as SwiftUI's `TupleView`.
public struct TupleView<T> {
    /// The tuple of views.
    public var value: T
    let elements: [any View]

    init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }
}

extension TupleView: View, PrimitiveView {
    /// Never called: a tuple's views are laid out directly.
    public var body: Never { fatalError("TupleView has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        elements.flatMap { LayoutShotSwiftUI.makeNodes($0, environment) }
    }
}

/// The views of a `for` loop in a view builder.
public struct _ViewArray<Element: View> {
    let elements: [Element]
}

extension _ViewArray: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("_ViewArray has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        elements.flatMap { LayoutShotSwiftUI.makeNodes($0, environment) }
    }
}

/// View content that shows one of two possible children, as SwiftUI's `_ConditionalContent`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("_ConditionalContent has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): LayoutShotSwiftUI.makeNodes(view, environment)
        case .falseContent(let view): LayoutShotSwiftUI.makeNodes(view, environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Never called.
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        map { LayoutShotSwiftUI.makeNodes($0, environment) } ?? []
    }
}

/// A view that doesn't contain any content, as SwiftUI's `EmptyView`.
public struct EmptyView: Sendable {
    /// Creates an empty view.
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("EmptyView has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { [] }
}

/// A type-erased view, as SwiftUI's `AnyView`.
public struct AnyView {
    let view: any View

    /// Creates an instance that type-erases `view`.
    public init<V: View>(_ view: V) { self.view = view }

    /// Creates an instance that type-erases `view`, or `nil` when it is not a view.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.view = view
    }
}

extension AnyView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("AnyView has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { LayoutShotSwiftUI.makeNodes(view, environment) }
}
