/// One view of the tree a host lays out: a leaf (text, shape, spacer…) or a container (a `Layout`, a stack,
/// a layout modifier) with its subviews, its traits, and what a pass has computed and placed.
///
/// Sizes and explicit guides are memoized per proposal, as a pass asks the same question many times
/// (a stack asks each child for its minimum, its maximum and its share).
final class ViewNode: @unchecked Sendable {
    /// What the node is.
    enum Content {
        case leaf(LeafContent)
        case container(any ContainerBox)
    }

    let typeName: String
    let content: Content
    private(set) var children: [ViewNode] = []
    private(set) weak var parent: ViewNode?
    var traits = ViewTraits()
    /// The environment the view was built in (layout direction, the enclosing stack's axis).
    let environment: BuildEnvironment
    /// Drawn under the container's content (a `background`), not over it.
    var isBackground = false
    /// Drawn over the views of lower layers whatever their depth, with its subtree (a pinned list header, over the
    /// rows scrolling under it).
    var drawingLayer = 0
    /// Whether the subtree is drawn only inside the view's frame (a list, as a scroll view clips its content).
    var clipsContent = false
    /// What the build found wrong with the view, reported with its path once the tree is named.
    var problems: [BuildProblem] = []
    private(set) var path = ""
    private(set) var depth = 0
    /// The pass this node belongs to; set before any layout question is asked.
    var run: LayoutRun!

    /// Whether the subtree sets alignment guides or holds a user's layout (whose explicit guides are unknown).
    private(set) var subtreeSetsGuides = false
    /// Whether the subtree holds text (whose baselines are explicit guides).
    private(set) var subtreeHasText = false

    private var sizes: [ProposedViewSize: CGSize] = [:]
    private var guideValues: [GuideKey: CGFloat?] = [:]
    private var cachedSpacing: ViewSpacing?
    private var cachedSubviews: LayoutSubviews?
    /// Where the pass placed the view, in the root's coordinates.
    private(set) var frame: CGRect?
    /// The proposal the view was placed with: what its text lines are wrapped for.
    private(set) var placedProposal: ProposedViewSize?

    init(typeName: String, content: Content, environment: BuildEnvironment) {
        self.typeName = typeName
        self.content = content
        self.environment = environment
    }

    func adopt(_ nodes: [ViewNode]) {
        for node in nodes { node.parent = self }
        children.append(contentsOf: nodes)
    }

    /// Names every node by its path and records the subtree flags; call once on the root.
    func finish(path: String, depth: Int, run: LayoutRun) {
        self.path = path
        self.depth = depth
        self.run = run
        for problem in problems { run.report(problem.fault(path: path)) }
        if traits.gridCellColumns > GridPlan.maximumColumns {
            run.report(.invalidArgument(
                path: path, argument: "gridCellColumns(\(traits.gridCellColumns))",
                requirement: "a cell spans at most \(GridPlan.maximumColumns) columns"))
        }
        var setsGuides = !traits.guides.isEmpty
        var hasText = false
        switch content {
        case .leaf(let leaf): if case .text = leaf { hasText = true }
        case .container(let box): if box.isUserLayout { setsGuides = true }
        }
        for (index, child) in children.enumerated() {
            child.finish(path: "\(path)/\(child.typeName)[\(index)]", depth: depth + 1, run: run)
            setsGuides = setsGuides || child.subtreeSetsGuides
            hasText = hasText || child.subtreeHasText
        }
        subtreeSetsGuides = setsGuides
        subtreeHasText = hasText
    }

    /// Reports `fault` for this container (a built-in layout meeting a value it cannot lay out).
    func report(_ fault: ViewLayoutFault) { run.report(fault) }

    var subviews: LayoutSubviews {
        if let cachedSubviews { return cachedSubviews }
        let made = LayoutSubviews(ArraySlice(children.map(LayoutSubview.init)), layoutDirection: environment.layoutDirection)
        cachedSubviews = made
        return made
    }

    // MARK: - Sizing

    /// The size the view chooses for `proposal`; a container's answer is checked (see `ViewLayoutFault`).
    func size(for proposal: ProposedViewSize) -> CGSize {
        let proposal = sanitized(proposal)
        if let known = sizes[proposal] { return known }
        // Every answer, a built-in view's as a user layout's, is checked here: this is where a NaN or an
        // infinity that the proposal did not allow becomes a fault naming the view instead of spreading.
        let answer: CGSize
        switch content {
        case .leaf(let leaf):
            answer = checked(leaf.size(for: proposal, stackAxis: environment.stackAxis), for: proposal, method: typeName)
        case .container(let box):
            let method = box.isUserLayout ? "sizeThatFits(proposal:subviews:cache:)" : typeName
            answer = checked(box.sizeThatFits(proposal, subviews), for: proposal, method: method)
        }
        sizes[proposal] = answer
        return answer
    }

    /// A proposal with negative dimensions raised to zero (SwiftUI treats them as zero) and NaN reported.
    private func sanitized(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func fix(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN {
                run.report(.invalidProposal(container: parent?.path ?? "", subview: path, proposal: proposal))
                return 0
            }
            return max(0, value)
        }
        return ProposedViewSize(width: fix(proposal.width), height: fix(proposal.height))
    }

    /// `size` when it is a size; else the fault, and zero in the bad dimensions so that the pass goes on.
    private func checked(_ size: CGSize, for proposal: ProposedViewSize, method: String) -> CGSize {
        func valid(_ value: CGFloat, _ proposed: CGFloat?) -> Bool {
            !value.isNaN && value >= 0 && (value.isFinite || proposed == .infinity)
        }
        let widthOK = valid(size.width, proposal.width), heightOK = valid(size.height, proposal.height)
        if widthOK && heightOK { return size }
        run.report(.invalidSize(path: path, method: method, proposal: proposal, size: size))
        return CGSize(width: widthOK ? size.width : 0, height: heightOK ? size.height : 0)
    }

    func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = sanitized(proposal)
        return ViewDimensions(
            size: size(for: proposal), guides: GuideSource(node: self, proposal: proposal, level: traits.guides.count))
    }

    func spacing() -> ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let made: ViewSpacing
        switch content {
        case .leaf: made = ViewSpacing()
        case .container(let box): made = children.isEmpty ? ViewSpacing() : box.spacing(subviews)
        }
        cachedSpacing = made
        return made
    }

    // MARK: - Alignment guides

    private struct GuideKey: Hashable {
        let key: ObjectIdentifier
        let proposal: ProposedViewSize
    }

    /// Whether asking the subtree for `key`'s explicit value may give one.
    func mayHaveExplicitGuide(_ key: ObjectIdentifier) -> Bool {
        subtreeSetsGuides || (subtreeHasText && Self.isBaseline(key))
    }

    private static func isBaseline(_ key: ObjectIdentifier) -> Bool {
        key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
    }

    /// The explicit value of a guide at `proposal` (and `size`, the size there): the outermost
    /// `alignmentGuide` below `level`, else what the view itself gives.
    func explicitGuide(
        _ id: any AlignmentID.Type, axis: Axis, proposal: ProposedViewSize, size: CGSize,
        below level: Int
    ) -> CGFloat? {
        let key = ObjectIdentifier(id)
        let overrides = traits.guides.prefix(level)
        if let index = overrides.lastIndex(where: { $0.key == key && $0.axis == axis }) {
            let context = ViewDimensions(size: size, guides: GuideSource(node: self, proposal: proposal, level: index))
            return traits.guides[index].compute(context)
        }
        guard mayHaveExplicitGuide(key) else { return nil }
        let guideKey = GuideKey(key: key, proposal: proposal)
        if let known = guideValues[guideKey] { return known }
        let value: CGFloat?
        switch content {
        case .leaf(let leaf):
            value = leaf.baseline(key, proposal: proposal)
        case .container(let box):
            value = children.isEmpty
                ? nil : box.explicitAlignment(id, axis: axis, in: CGRect(origin: .zero, size: size), proposal, subviews)
        }
        guideValues[guideKey] = value
        return value
    }

    // MARK: - Placement

    /// A container's `placeSubviews` placing this view (through `LayoutSubview.place`).
    func record(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard let session = run.sessions.last, session.parent === parent else {
            run.report(.placedOutsidePlaceSubviews(subview: path))
            return
        }
        session.placements[ObjectIdentifier(self), default: []].append((position, anchor, proposal))
    }

    /// Puts the view at `frame` and, for a container, runs its `placeSubviews` and places each subview where it
    /// was put; what breaks the rules (a subview placed twice or never, at a point that is not one) is reported.
    func place(in frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame
        placedProposal = proposal
        guard case .container(let box) = content, !children.isEmpty else { return }
        // A layout may keep in its cache what its last `sizeThatFits` computed and place from that: ask it for the
        // final proposal again first, as SwiftUI does before placing.
        if box.isUserLayout { _ = box.sizeThatFits(proposal, subviews) }
        let session = PlacementSession(parent: self)
        run.sessions.append(session)
        box.placeSubviews(in: frame, proposal, subviews)
        run.sessions.removeLast()
        for child in children {
            let records = session.placements[ObjectIdentifier(child)] ?? []
            guard let record = records.last else {
                run.report(.neverPlaced(container: path, subview: child.path))
                continue
            }
            if records.count > 1 { run.report(.placedTwice(container: path, subview: child.path, times: records.count)) }
            guard record.position.x.isFinite, record.position.y.isFinite, record.anchor.x.isFinite, record.anchor.y.isFinite
            else {
                run.report(.invalidPosition(container: path, subview: child.path, position: record.position))
                continue
            }
            let size = child.size(for: record.proposal)
            var origin = CGPoint(x: record.position.x - record.anchor.x * size.width, y: record.position.y - record.anchor.y * size.height)
            // SwiftUI mirrors each subview's place inside its parent when the layout direction is right to left.
            if environment.layoutDirection == .rightToLeft { origin.x = frame.minX + frame.maxX - origin.x - size.width }
            let placed = CGRect(origin: origin, size: size)
            guard placed.origin.x.isFinite, placed.origin.y.isFinite, size.width.isFinite, size.height.isFinite else {
                run.report(.infiniteFrame(path: child.path, proposal: record.proposal))
                continue
            }
            child.place(in: placed, proposal: record.proposal)
        }
    }

    /// The nodes of the subtree in drawing order: a container before its subviews, a background's view before
    /// the content it is behind.
    func collect(into result: inout [ViewNode]) {
        result.append(self)
        for child in children where child.isBackground { child.collect(into: &result) }
        for child in children where !child.isBackground { child.collect(into: &result) }
    }
}
