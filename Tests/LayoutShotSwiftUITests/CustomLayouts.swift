import LayoutShotSwiftUI

// Custom layouts written for these tests as app code writes them; this file imports only the SwiftUI stand-in,
// as a layout file in an app imports only SwiftUI.

/// Rows of subviews at their ideal sizes, wrapping when the next one does not fit the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = arrange(width: proposal.width ?? .infinity, subviews: subviews)
        let width = frames.map(\.maxX).max() ?? 0
        let height = frames.map(\.maxY).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = arrange(width: bounds.width, subviews: subviews)
        for (subview, frame) in zip(subviews, frames) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    private func arrange(width: CGFloat, subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += lineHeight + lineSpacing
                lineHeight = 0
            }
            frames.append(CGRect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return frames
    }
}

/// Subviews on a circle, the first at the top, clockwise, each centred on its point.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGFloat(0)) { max($0, $1.width, $1.height) }
        let radius = min(bounds.width, bounds.height) / 2 - largest / 2
        let step = Angle.degrees(360 / Double(max(1, subviews.count)))
        for (index, subview) in subviews.enumerated() {
            let angle = Angle.degrees(-90) + step * Double(index)
            let offset = CGPoint(x: radius, y: 0).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            subview.place(
                at: CGPoint(x: bounds.midX + offset.x, y: bounds.midY + offset.y), anchor: .center, proposal: .unspecified)
        }
    }
}

/// A row whose subviews all take the width of the widest one's ideal width, spaced as they prefer.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = widest(subviews)
        let gaps = spacings(subviews).reduce(0, +)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps, height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let cell = widest(subviews)
        let gaps = spacings(subviews)
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x + cell.width / 2, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cell))
            if index < gaps.count { x += cell.width + gaps[index] }
        }
    }

    private func widest(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacings(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
    }
}

/// How much of a `ShareStack`'s width a subview takes, relative to the others.
struct Share: LayoutValueKey {
    static let defaultValue: Double = 1
}

/// A row that divides its proposed width among its subviews in proportion to their `Share` values.
struct ShareStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 100
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).height }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.reduce(0) { $0 + $1[Share.self] }
        var x = bounds.minX
        for subview in subviews {
            let width = bounds.width * CGFloat(subview[Share.self] / total)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// Columns filled shortest first (a masonry layout), the columns' assignment kept in the cache between calls.
struct MasonryLayout: Layout {
    var columns: Int
    var spacing: CGFloat = 8

    struct Cache {
        var width: CGFloat = -1
        var frames: [CGRect] = []
        var computations = 0
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.width ?? 320
        arrange(width: width, subviews: subviews, cache: &cache)
        return CGSize(width: width, height: cache.frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        arrange(width: bounds.width, subviews: subviews, cache: &cache)
        for (subview, frame) in zip(subviews, cache.frames) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(width: frame.width, height: nil))
        }
    }

    private func arrange(width: CGFloat, subviews: Subviews, cache: inout Cache) {
        guard cache.width != width else { return }
        cache.computations += 1
        let columnWidth = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var heights = Array(repeating: CGFloat(0), count: columns)
        cache.frames = subviews.map { subview in
            let column = heights.indices.min { heights[$0] < heights[$1] }!
            let height = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height
            let frame = CGRect(x: CGFloat(column) * (columnWidth + spacing), y: heights[column], width: columnWidth, height: height)
            heights[column] += height + spacing
            return frame
        }
        cache.width = width
    }
}

/// A column whose vertical centre guide is the centre of its first subview (a label beside an icon lines up
/// with the first line, not with the middle of the column).
struct FirstRowCentered: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        VStackLayout(alignment: .leading, spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        VStackLayout(alignment: .leading, spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard guide == .center, let first = subviews.first else { return nil }
        return first.sizeThatFits(proposal).height / 2
    }
}
