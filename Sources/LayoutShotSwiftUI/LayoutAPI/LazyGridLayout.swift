/// The layout of `LazyVGrid` (columns from `GridItem`s, `axis` vertical) and `LazyHGrid` (rows, horizontal).
///
/// Tracks across the axis come from the items as Apple's `GridItem` documentation describes them: a `fixed`
/// item is one track of its size; the length left after fixed tracks and the spacings between items is shared
/// equally among the other items in order, a `flexible` item's share clamped to its minimum and maximum; an
/// `adaptive` item takes the share of a single flexible item and, as `GridItem.Size.adaptive` documents,
/// decides from its minimum how many tracks fit in it: ⌊(share + spacing) / (minimum + spacing)⌋, at least one,
/// sized equally (at most its maximum). A share narrower than the minimum is one track of the share: the
/// tracks never reach past the space offered because of an adaptive item. Cells fill tracks in order; each
/// line along the axis is as long as its longest cell, lines 8 points apart unless `spacing` says otherwise,
/// and each cell is aligned in its track by its item's alignment, else the grid's. Every cell is laid out:
/// the grid is as long as all its lines (laziness changes what is built, not where it goes).
///
/// Unspecified width (the ideal size): a flexible item is its minimum, an adaptive one a track of its minimum.
/// Infinite width (a stack's probe for flexibility): shares are infinite, so flexible and adaptive items are
/// one track of their maximum (infinite by default), as a flexible view answers an infinite proposal.
struct LazyGridLayout: Layout, BuiltInLayout {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let plan = LazyGridPlan(self, proposal: proposal, subviews: subviews)
        return axis == .vertical
            ? CGSize(width: plan.trackExtent, height: plan.lineExtent) : CGSize(width: plan.lineExtent, height: plan.trackExtent)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let plan = LazyGridPlan(self, proposal: proposal, subviews: subviews)
        for index in subviews.indices {
            let track = index % plan.tracks.count, line = index / plan.tracks.count
            let across = plan.trackStarts[track], along = plan.lineStarts[line]
            let rect = axis == .vertical
                ? CGRect(x: bounds.minX + across, y: bounds.minY + along, width: plan.tracks[track].length, height: plan.lineLengths[line])
                : CGRect(x: bounds.minX + along, y: bounds.minY + across, width: plan.lineLengths[line], height: plan.tracks[track].length)
            let proposal = plan.proposal(forTrack: track)
            let point = aligned(subviews[index].dimensions(in: proposal), in: rect, plan.tracks[track].alignment ?? alignment)
            subviews[index].place(at: point, proposal: proposal)
        }
    }
}

/// A lazy grid's tracks and lines for one proposal.
struct LazyGridPlan {
    struct Track {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment?
    }

    let axis: Axis
    let tracks: [Track]
    let trackStarts: [CGFloat]
    let lineLengths: [CGFloat]
    let lineStarts: [CGFloat]
    let lineSpacing: CGFloat

    init(_ grid: LazyGridLayout, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        axis = grid.axis
        let across: Axis = grid.axis == .vertical ? .horizontal : .vertical
        let items = grid.items.isEmpty ? [GridItem()] : grid.items
        let available = proposal[across]
        let spacings = items.map { $0.spacing ?? ViewSpacing.defaultDistance }
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        for item in items { if case .fixed(let size) = item.size { remaining -= size } }
        var shares = items.count - items.filter { if case .fixed = $0.size { true } else { false } }.count
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let spacing = index < items.count - 1 ? spacings[index] : 0
            let share = available == nil ? nil : max(0, remaining / CGFloat(max(1, shares)))
            switch item.size {
            case .fixed(let size):
                tracks.append(Track(length: size, spacingAfter: spacing, alignment: item.alignment))
            case let .flexible(minimum, maximum):
                let length = min(max(share ?? minimum, minimum), maximum)
                if remaining.isFinite { remaining -= length }
                shares -= 1
                tracks.append(Track(length: length, spacingAfter: spacing, alignment: item.alignment))
            case let .adaptive(minimum, maximum):
                let own = item.spacing ?? ViewSpacing.defaultDistance
                let space = share ?? minimum
                let count = Self.adaptiveCount(space: space, minimum: minimum, spacing: own)
                let length = min((space - CGFloat(count - 1) * own) / CGFloat(count), maximum)
                if remaining.isFinite { remaining -= space }
                shares -= 1
                for copy in 0..<count {
                    tracks.append(Track(
                        length: length, spacingAfter: copy < count - 1 ? own : spacing, alignment: item.alignment))
                }
            }
        }
        self.tracks = tracks
        var starts: [CGFloat] = []
        var position: CGFloat = 0
        for track in tracks {
            starts.append(position)
            position += track.length + track.spacingAfter
        }
        trackStarts = starts
        lineSpacing = grid.spacing ?? ViewSpacing.defaultDistance
        let lineCount = (subviews.count + tracks.count - 1) / tracks.count
        var lengths = Array(repeating: CGFloat(0), count: lineCount)
        for index in subviews.indices {
            let track = index % tracks.count
            let size = subviews[index].sizeThatFits(Self.proposal(across: tracks[track].length, axis: axis))
            lengths[index / tracks.count] = max(lengths[index / tracks.count], size[axis])
        }
        lineLengths = lengths
        var lineStarts: [CGFloat] = []
        position = 0
        for length in lengths {
            lineStarts.append(position)
            position += length + lineSpacing
        }
        self.lineStarts = lineStarts
    }

    /// The most tracks one adaptive item makes: past it the tracks are wider than the minimum, still filling
    /// the share (a share of billions of points is not a screen).
    static let maximumAdaptiveTracks = 1_000

    /// How many tracks of at least `minimum`, `spacing` apart, fit in `space`: at least one, one for an
    /// infinite space, at most `maximumAdaptiveTracks`; computed in floating point, so never a trap.
    static func adaptiveCount(space: CGFloat, minimum: CGFloat, spacing: CGFloat) -> Int {
        let fitting = ((space + spacing) / (minimum + spacing)).rounded(.down)
        guard space.isFinite, fitting.isFinite, fitting >= 1 else { return 1 }
        return Int(min(fitting, CGFloat(maximumAdaptiveTracks)))
    }

    static func proposal(across length: CGFloat, axis: Axis) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    func proposal(forTrack track: Int) -> ProposedViewSize { Self.proposal(across: tracks[track].length, axis: axis) }

    var trackExtent: CGFloat { tracks.reduce(0) { $0 + $1.length + $1.spacingAfter } }
    var lineExtent: CGFloat { lineLengths.reduce(0, +) + CGFloat(max(0, lineLengths.count - 1)) * lineSpacing }
}
