/// One drawing command of a glyph outline, in points with y growing downwards.
///
/// Contours are closed and meant to be filled with the non-zero winding rule.
public enum PathElement: Hashable, Sendable {
    /// Starts a new contour at the point.
    case move(x: Double, y: Double)
    /// A straight segment to the point.
    case line(x: Double, y: Double)
    /// A quadratic Bézier segment with control point (`cx`, `cy`) ending at (`x`, `y`).
    case quad(cx: Double, cy: Double, x: Double, y: Double)
    /// Closes the contour with a straight segment back to its starting point.
    case close
}

extension PathElement {
    /// The element mapped by `x' = dx + x * scale`, `y' = dy - y * scale` (scales and flips y).
    func placed(scale: Double, dx: Double, dy: Double) -> PathElement {
        switch self {
        case .move(let x, let y):
            .move(x: dx + x * scale, y: dy - y * scale)
        case .line(let x, let y):
            .line(x: dx + x * scale, y: dy - y * scale)
        case .quad(let cx, let cy, let x, let y):
            .quad(cx: dx + cx * scale, cy: dy - cy * scale, x: dx + x * scale, y: dy - y * scale)
        case .close:
            .close
        }
    }
}
