import LayoutCore

/// Lays a view out as SwiftUI does: the root is offered `proposal`, chooses its size, and is placed at the
/// origin; every container then runs its layout's `placeSubviews`, down to the leaves.
public enum ViewHost {
    /// How many views deep a tree may be, modifiers included (each `padding`, `frame`, `background` is a
    /// view, as in SwiftUI): a deeper tree, or a body that holds itself, is a `ViewLayoutFault.tooDeep` at the
    /// view where the limit is reached. Real screens are a few hundred deep at most; the layout passes recurse
    /// once per level, and this bound keeps them well within a thread's stack.
    public static let maximumDepth = 1_000

    /// The layout of `view` for `proposal` (e.g. `ProposedViewSize(width: 390, height: nil)`), in `environment`.
    /// A view whose body holds several views is laid out as SwiftUI's root does, in a `VStack`.
    /// Throws the first rule a layout breaks (see `ViewLayoutFault`), naming the view by its path.
    /// Main-actor isolated as views are, with preconcurrency: Swift 5 code may call it from anywhere.
    @preconcurrency @MainActor
    public static func layout<V: View>(
        _ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()
    ) throws(ViewLayoutFault) -> ViewLayout {
        let root = rootNode(view, environment: environment, proposal: proposal)
        let run = LayoutRun()
        root.finish(path: root.typeName, depth: 0, run: run)
        if let fault = run.faults.first { throw fault }
        let size = root.size(for: proposal)
        if let fault = run.faults.first { throw fault }
        guard size.width.isFinite, size.height.isFinite else { throw .infiniteFrame(path: root.path, proposal: proposal) }
        root.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
        if let fault = run.faults.first { throw fault }
        var nodes: [ViewNode] = []
        root.collect(into: &nodes)
        return ViewLayout(proposal: proposal, size: size, views: nodes.compactMap(placed))
    }

    @MainActor
    private static func rootNode<V: View>(_ view: V, environment: EnvironmentValues, proposal: ProposedViewSize) -> ViewNode {
        var build = BuildEnvironment(values: environment)
        build.rootProposal = proposal
        let nodes = makeNodes(view, build)
        if nodes.count == 1 { return nodes[0] }
        let root = ViewNode(typeName: "VStack", content: .container(LayoutBox(VStackLayout())), environment: build)
        root.adopt(nodes)
        return root
    }

    private static func placed(_ node: ViewNode) -> PlacedView? {
        guard let frame = node.frame else { return nil }
        var fill: RGBAColor?
        var radius: CGFloat = 0
        let role: PlacedView.Role
        switch node.content {
        case .container(let box):
            role = box.isModifier ? .modifier : .container
        case .leaf(let leaf):
            switch leaf {
            case .text(let measure): role = .text(measure.string, fontSize: measure.fontSize)
            case let .image(name, _, _, _): role = .image(name)
            case .spacer: role = .spacer
            case .divider: role = .divider
            case .shape(let drawing):
                role = .shape
                fill = drawing.fill
                switch drawing.corners {
                case .square: radius = 0
                case .rounded(let value): radius = value
                case .capsule: radius = min(frame.width, frame.height) / 2
                }
            }
        }
        var layer = 0, isClippedAway = false
        var ancestor: ViewNode? = node
        while let current = ancestor {
            layer = max(layer, current.drawingLayer)
            if current !== node, current.clipsContent, let bounds = current.frame, isOutside(frame, bounds) { isClippedAway = true }
            ancestor = current.parent
        }
        return PlacedView(
            path: node.path, typeName: node.typeName, frame: frame, depth: node.depth, role: role, fill: fill,
            cornerRadius: radius, content: LeafDrawing.content(of: node, in: frame), layer: layer, isClippedAway: isClippedAway,
            clip: ListChrome.cardClip(for: node, in: frame))
    }

    /// Whether `frame` shows nothing inside `bounds` (touching an edge shows nothing).
    private static func isOutside(_ frame: CGRect, _ bounds: CGRect) -> Bool {
        frame.maxY <= bounds.minY || frame.minY >= bounds.maxY || frame.maxX <= bounds.minX || frame.minX >= bounds.maxX
    }
}
