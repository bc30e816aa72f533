/// A type that represents part of your app's user interface, as SwiftUI's `View` (main-actor isolated with
/// preconcurrency, as the current SDK declares it). A view whose `body` composes others is evaluated by the host.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// Never evaluated: views whose body is `Never` are laid out by the host directly.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the host turns into nodes itself rather than through `body`.
@MainActor
protocol PrimitiveView {
    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode]
}

/// The nodes `view` stands for: a primitive view's own, else those of its `body`. A view can stand for several
/// nodes (a `Group`, a `ForEach`, a tuple) or none (`EmptyView`); each node is one subview of a container.
/// A tree deeper than `ViewHost.maximumDepth` (a body that holds itself never ends) stops there with a node that
/// reports `ViewLayoutFault.tooDeep`, so that the build and the layout passes stay within the stack.
@MainActor
func makeNodes<V: View>(_ view: V, _ environment: BuildEnvironment) -> [ViewNode] {
    var environment = environment
    environment.depth += 1
    guard environment.depth <= ViewHost.maximumDepth else {
        // An empty leaf standing for the view: the host throws the fault before any layout pass.
        let node = leafNode(String(describing: V.self), .spacer(minLength: 0), environment)
        node.problems.append(.tooDeep(limit: ViewHost.maximumDepth))
        return [node]
    }
    if let primitive = view as? any PrimitiveView { return primitive.makeNodes(environment) }
    if let missing = SuppliedObjects.missingObject(in: view) {
        // SwiftUI stops the app here; the body, which would read the object, is not evaluated.
        let node = leafNode(String(describing: V.self), .spacer(minLength: 0), environment)
        node.problems.append(.missingEnvironmentObject(type: missing))
        return [node]
    }
    return makeNodes(view.body, environment)
}

/// A leaf node named `typeName`.
@MainActor
func leafNode(_ typeName: String, _ content: LeafContent, _ environment: BuildEnvironment) -> ViewNode {
    ViewNode(typeName: typeName, content: .leaf(content), environment: environment)
}

/// A container node running `layout` over `content`'s nodes, which see the layout's stack orientation.
@MainActor
func containerNode<L: Layout, Content: View>(
    _ typeName: String, _ layout: L, _ content: Content, _ environment: BuildEnvironment
) -> ViewNode {
    let node = ViewNode(typeName: typeName, content: .container(LayoutBox(layout)), environment: environment)
    var inner = environment
    inner.stackAxis = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
    node.adopt(makeNodes(content, inner))
    return node
}

/// `content`'s nodes, each wrapped in a node running `layout` (a layout modifier applies to every view a
/// `Group` or `ForEach` holds, as in SwiftUI); the wrapper takes the wrapped view's traits but its guides.
@MainActor
func modifierNodes<L: Layout, Content: View>(
    _ typeName: String, _ layout: L, _ content: Content, _ environment: BuildEnvironment,
    extra: (BuildEnvironment) -> [ViewNode] = { _ in [] }
) -> [ViewNode] {
    makeNodes(content, environment).map { inner in
        let node = ViewNode(typeName: typeName, content: .container(LayoutBox(layout)), environment: environment)
        node.traits = inner.traits
        node.traits.guides = []
        node.adopt([inner] + extra(environment))
        return node
    }
}
