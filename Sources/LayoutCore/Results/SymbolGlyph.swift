/// Stand-ins for SF Symbols, which LayoutShot cannot draw (Apple's artwork is not open): a few common symbols as
/// simple strokes and shapes of LayoutShot's own design, every other one as a rounded square, in the symbol's
/// colour, centred in the frame UIKit or SwiftUI gave the image. Apple's Human Interface Guidelines ("SF Symbols")
/// describe symbols as sized to the text they stand with, so the frame, not the drawing, carries the size.
public enum SymbolGlyph {
    /// The marks of the symbol `name` in `box` in `color`; names ending in `.fill` are drawn filled.
    public static func marks(named name: String, in box: Rect2D, color: RGBAColor) -> [ElementContent.Mark] {
        let side = min(box.width, box.height)
        guard side > 0, side.isFinite else { return [] }
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(".fill".count)) : name
        let (left, top) = (box.midX - side / 2, box.midY - side / 2)
        func p(_ x: Double, _ y: Double) -> Point2D { Point2D(x: left + x * side, y: top + y * side) }
        let line = side * 0.12
        func stroke(_ points: [Point2D], closed: Bool = false) -> ElementContent.Mark {
            .polyline(points, color: color, width: line, closed: closed, filled: false)
        }
        func shape(_ points: [Point2D]) -> ElementContent.Mark {
            .polyline(points, color: color, width: filled ? 0 : side * 0.08, closed: true, filled: filled)
        }
        switch base {
        case "chevron.right", "chevron.forward": return [stroke([p(0.35, 0.15), p(0.7, 0.5), p(0.35, 0.85)])]
        case "chevron.left", "chevron.backward": return [stroke([p(0.65, 0.15), p(0.3, 0.5), p(0.65, 0.85)])]
        case "chevron.down": return [stroke([p(0.15, 0.35), p(0.5, 0.7), p(0.85, 0.35)])]
        case "chevron.up": return [stroke([p(0.15, 0.65), p(0.5, 0.3), p(0.85, 0.65)])]
        case "checkmark": return [stroke([p(0.12, 0.55), p(0.38, 0.8), p(0.88, 0.2)])]
        case "plus": return [stroke([p(0.5, 0.1), p(0.5, 0.9)]), stroke([p(0.1, 0.5), p(0.9, 0.5)])]
        case "minus": return [stroke([p(0.1, 0.5), p(0.9, 0.5)])]
        case "xmark": return [stroke([p(0.18, 0.18), p(0.82, 0.82)]), stroke([p(0.82, 0.18), p(0.18, 0.82)])]
        case "circle":
            let ring = Rect2D(x: left + side * 0.06, y: top + side * 0.06, width: side * 0.88, height: side * 0.88)
            return [.ellipse(ring, fill: filled ? color : nil, stroke: filled ? nil : color, strokeWidth: side * 0.08)]
        case "star": return [shape(starPoints.map(p))]
        case "heart": return [shape(heartPoints.map(p))]
        case "folder":
            return [shape([p(0.05, 0.2), p(0.4, 0.2), p(0.48, 0.3), p(0.95, 0.3), p(0.95, 0.85), p(0.05, 0.85)])]
        case "gear", "gearshape": return [shape(gearPoints.map(p))]
        default:
            let inset = side * 0.08
            return [.box(
                Rect2D(x: left + inset, y: top + inset, width: side - 2 * inset, height: side - 2 * inset), fill: color,
                stroke: nil, strokeWidth: 0, cornerRadius: side * 0.22)]
        }
    }

    /// A five-pointed star: ten points alternating between 0.46 and 0.19 of the side from (0.5, 0.53), the first at
    /// the top (worked out once; LayoutCore has no trigonometry).
    private static let starPoints: [(Double, Double)] = [(0.5, 0.07), (0.612, 0.376), (0.937, 0.388), (0.681, 0.589), (0.77, 0.902), (0.5, 0.72), (0.23, 0.902), (0.319, 0.589), (0.063, 0.388), (0.388, 0.376)]

    /// A heart: the curve x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t sampled at 24 values of t,
    /// scaled by 1/36 about (0.5, 0.45).
    private static let heartPoints: [(Double, Double)] = [(0.5, 0.311), (0.508, 0.275), (0.556, 0.193), (0.657, 0.128), (0.789, 0.131), (0.901, 0.211), (0.944, 0.339), (0.901, 0.476), (0.789, 0.603), (0.657, 0.717), (0.556, 0.818), (0.508, 0.894), (0.5, 0.922), (0.492, 0.894), (0.444, 0.818), (0.343, 0.717), (0.211, 0.603), (0.099, 0.476), (0.056, 0.339), (0.099, 0.211), (0.211, 0.131), (0.343, 0.128), (0.444, 0.193), (0.492, 0.275)]

    /// A gear: eight square teeth (radius 0.46) between gaps (radius 0.34) around (0.5, 0.5), 32 points.
    private static let gearPoints: [(Double, Double)] = [(0.96, 0.5), (0.951, 0.59), (0.814, 0.63), (0.783, 0.689), (0.825, 0.825), (0.756, 0.882), (0.63, 0.814), (0.566, 0.833), (0.5, 0.96), (0.41, 0.951), (0.37, 0.814), (0.311, 0.783), (0.175, 0.825), (0.118, 0.756), (0.186, 0.63), (0.167, 0.566), (0.04, 0.5), (0.049, 0.41), (0.186, 0.37), (0.217, 0.311), (0.175, 0.175), (0.244, 0.118), (0.37, 0.186), (0.434, 0.167), (0.5, 0.04), (0.59, 0.049), (0.63, 0.186), (0.689, 0.217), (0.825, 0.175), (0.882, 0.244), (0.814, 0.37), (0.833, 0.434)]
}
