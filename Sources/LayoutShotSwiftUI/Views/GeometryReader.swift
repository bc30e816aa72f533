/// A container view that defines its content as a function of its own size and coordinate space, as SwiftUI's
/// `GeometryReader`: it takes the space offered (10 points where unspecified) and places its content at its
/// top leading corner, offered the same size. Approximation: the content is built once, before layout, with a
/// proxy reporting the root's proposal (exact for a reader filling the screen, as most do).
public struct GeometryReader<Content: View> {
    let content: (GeometryProxy) -> Content

    /// A reader building `content` from its proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

extension GeometryReader: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("GeometryReader has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        let proxy = GeometryProxy(size: environment.rootProposal.replacingUnspecifiedDimensions())
        var inner = environment
        inner.stackAxis = nil
        let node = ViewNode(typeName: "GeometryReader", content: .container(LayoutBox(GeometryReaderLayout())), environment: environment)
        node.adopt([containerNode("ZStack", ZStackLayout(alignment: .topLeading), content(proxy), inner)])
        return [node]
    }
}

/// A geometry reader's layout: the space offered, the content at the top leading corner.
struct GeometryReaderLayout: Layout, BuiltInLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

/// A proxy for access to the size and coordinate space of the container view, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
    /// The size of the container view.
    public let size: CGSize
    /// The safe area insets: none here.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container's bounds in a coordinate space: its size at the origin here.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A resolved coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The global space.
    case global
    /// The view's own space.
    case local
    /// A named space.
    case named(String)
}
