#if !canImport(SwiftUI)
/// The layout of `LazyVGrid` (columns from `GridItem`s, `axis` vertical) and `LazyHGrid` (rows, horizontal).
///
/// Tracks across the axis come from the items as Apple's `GridItem` documentation describes them: a `fixed`
/// item is one track of its size; the length left after fixed tracks and the spacings between items is shared
/// equally among the other items in order, each share clamped to the item's minimum and maximum; an `adaptive`
/// item fits as many tracks of at least its minimum (with its spacing between them) in its share as it can
/// (at least one) and sizes them equally, at most its maximum. Cells fill tracks in order; each line along
/// the axis is as long as its longest cell, lines 8 points apart unless `spacing` says otherwise, and each
/// cell is aligned in its track by its item's alignment, else the grid's. Every cell is laid out: the grid is
/// as long as all its lines (laziness changes what is built, not where it goes).
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
            switch item.size {
            case .fixed(let size):
                tracks.append(Track(length: size, spacingAfter: spacing, alignment: item.alignment))
            case let .flexible(minimum, maximum):
                let share = available == nil ? minimum : remaining / CGFloat(shares)
                let length = min(max(share, minimum), maximum)
                remaining -= length
                shares -= 1
                tracks.append(Track(length: length, spacingAfter: spacing, alignment: item.alignment))
            case let .adaptive(minimum, maximum):
                let share = available == nil ? minimum : max(minimum, remaining / CGFloat(shares))
                let own = item.spacing ?? ViewSpacing.defaultDistance
                let count = max(1, Int(((share + own) / (minimum + own)).rounded(.down)))
                let length = min((share - CGFloat(count - 1) * own) / CGFloat(count), maximum)
                remaining -= share
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

    static func proposal(across length: CGFloat, axis: Axis) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    func proposal(forTrack track: Int) -> ProposedViewSize { Self.proposal(across: tracks[track].length, axis: axis) }

    var trackExtent: CGFloat { tracks.reduce(0) { $0 + $1.length + $1.spacingAfter } }
    var lineExtent: CGFloat { lineLengths.reduce(0, +) + CGFloat(max(0, lineLengths.count - 1)) * lineSpacing }
}
#endif
