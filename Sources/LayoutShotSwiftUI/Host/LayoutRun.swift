/// One layout pass: the faults met so far and the placement sessions open (a container's `placeSubviews`
/// being run), innermost last. Single-threaded: a pass runs on the caller's thread from start to end.
final class LayoutRun: @unchecked Sendable {
    private(set) var faults: [ViewLayoutFault] = []
    /// The faults met, for a constant-time check: a broken layout over many subviews reports one fault each.
    private var reported: Set<ViewLayoutFault> = []
    var sessions: [PlacementSession] = []

    func report(_ fault: ViewLayoutFault) {
        if reported.insert(fault).inserted { faults.append(fault) }
    }
}

/// The placements one call of `placeSubviews` makes, by subview (a dry run, for an alignment guide, only reads them).
final class PlacementSession {
    let parent: ViewNode
    var placements: [ObjectIdentifier: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)]] = [:]

    init(parent: ViewNode) {
        self.parent = parent
    }
}

/// Where a container places its subviews without placing them, for default explicit alignments.
enum DryPlacement {
    /// A subview where the layout would place it, with its dimensions there.
    struct Placed {
        let origin: CGPoint
        let dimensions: ViewDimensions
    }

    /// Runs `place` (a container's `placeSubviews`) recording what it places among `subviews`.
    static func placements(subviews: LayoutSubviews, _ place: () -> Void) -> [Placed] {
        guard let first = subviews.first, let parent = first.node.parent else { return [] }
        let run: LayoutRun = parent.run
        let session = PlacementSession(parent: parent)
        run.sessions.append(session)
        place()
        run.sessions.removeLast()
        return subviews.compactMap { subview in
            guard let placement = session.placements[ObjectIdentifier(subview.node)]?.first else { return nil }
            let dimensions = subview.dimensions(in: placement.proposal)
            let origin = CGPoint(
                x: placement.position.x - placement.anchor.x * dimensions.width,
                y: placement.position.y - placement.anchor.y * dimensions.height)
            return Placed(origin: origin, dimensions: dimensions)
        }
    }
}
