import LayoutShotSwiftUI

// The gallery's own layouts, written as an app writes them.

/// Lines of subviews at their ideal sizes, wrapped at the proposed width, spaced as the subviews prefer.
struct TagFlow: Layout {
    var lineSpacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = frames(width: proposal.width ?? .infinity, subviews: subviews)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(width: bounds.width, subviews: subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    private func frames(width: CGFloat, subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var origin = CGPoint.zero
        var lineHeight: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if index > 0 {
                let gap = subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
                origin.x += gap
                if origin.x + size.width > width {
                    origin = CGPoint(x: 0, y: origin.y + lineHeight + lineSpacing)
                    lineHeight = 0
                }
            }
            frames.append(CGRect(origin: origin, size: size))
            origin.x += size.width
            lineHeight = max(lineHeight, size.height)
        }
        return frames
    }
}

/// A row whose subviews all take the widest one's ideal width.
struct EqualWidthRow: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = cellSize(subviews)
        return CGSize(width: cell.width * CGFloat(subviews.count) + spacing * CGFloat(max(0, subviews.count - 1)), height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = cellSize(subviews)
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(index) * (cell.width + spacing)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(cell))
        }
    }

    private func cellSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }
}

/// Subviews on a circle, the first at the top, clockwise.
struct RadialMenu: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 200, height: 200))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGFloat(0)) { max($0, $1.width, $1.height) }
        let radius = min(bounds.width, bounds.height) / 2 - largest / 2
        for (index, subview) in subviews.enumerated() {
            let angle = Angle.degrees(360 / Double(subviews.count) * Double(index) - 90)
            let point = CGPoint(x: radius, y: 0).applying(CGAffineTransform(rotationAngle: angle.radians))
            subview.place(at: CGPoint(x: bounds.midX + point.x, y: bounds.midY + point.y), anchor: .center, proposal: .unspecified)
        }
    }
}

/// Columns filled shortest first.
struct Masonry: Layout {
    var columns = 3
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 320
        return CGSize(width: width, height: frames(width: width, subviews: subviews).map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(width: bounds.width, subviews: subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    private func frames(width: CGFloat, subviews: Subviews) -> [CGRect] {
        let columnWidth = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var heights = Array(repeating: CGFloat(0), count: columns)
        return subviews.map { subview in
            let column = heights.indices.min { heights[$0] < heights[$1] } ?? 0
            let height = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height
            defer { heights[column] += height + spacing }
            return CGRect(x: CGFloat(column) * (columnWidth + spacing), y: heights[column], width: columnWidth, height: height)
        }
    }
}
