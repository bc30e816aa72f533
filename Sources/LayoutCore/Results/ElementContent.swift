/// What a hosted view shows inside its element (a cell's background, its labels' lines, image placeholders,
/// accessory glyphs), in the element's own coordinates: the origin is the frame's top-left corner, so the marks
/// move, scale and turn with the element. The renderer draws the marks over the box, bottom first.
public struct ElementContent: Hashable, Sendable {
    /// One thing drawn.
    public enum Mark: Hashable, Sendable {
        /// A box filled and/or outlined: a view's background, an image placeholder.
        case box(Rect2D, fill: RGBAColor?, stroke: RGBAColor?, strokeWidth: Double, cornerRadius: Double)
        /// One line of text in LayoutText's embedded font; `line` is the line's box (its top-left corner, its
        /// advance width, its line height), the glyphs centred on it vertically, in the weight and slant of `traits`.
        case text(String, fontSize: Double, line: Rect2D, color: RGBAColor, traits: TextTraits = .regular)
        /// Connected segments through `points` (closed back to the first when `closed`), stroked `width` wide, or
        /// filled when `filled`: an accessory's glyph.
        case polyline([Point2D], color: RGBAColor, width: Double, closed: Bool, filled: Bool)
        /// A circle or ellipse inscribed in the box, filled and/or outlined.
        case ellipse(Rect2D, fill: RGBAColor?, stroke: RGBAColor?, strokeWidth: Double)
    }

    /// The element's own fill, replacing the picture's theme colour (`nil` keeps the theme's; a clear colour
    /// draws no box).
    public var background: RGBAColor?
    /// The corner radius of `background`.
    public var cornerRadius: Double
    /// The marks, bottom first.
    public var marks: [Mark]

    /// Creates content.
    public init(background: RGBAColor? = nil, cornerRadius: Double = 0, marks: [Mark] = []) {
        self.background = background
        self.cornerRadius = cornerRadius
        self.marks = marks
    }

    /// How many glyphs the text marks hold, for the cost of drawing them.
    public var glyphCount: Int {
        marks.reduce(0) { count, mark in
            if case .text(let text, _, _, _, _) = mark { return count + text.count }
            return count
        }
    }

    /// The box holding every mark, in the element's coordinates (strokes and text reach past their boxes by
    /// up to their width and one em), or nil when there are none.
    public var extent: Rect2D? {
        var result: Rect2D?
        for mark in marks {
            let box: Rect2D
            switch mark {
            case .box(let rect, _, _, let width, _), .ellipse(let rect, _, _, let width):
                box = rect.insetBy(-width)
            case .text(_, let size, let line, _, _):
                box = Rect2D(x: line.x - size, y: line.midY - size, width: line.width + 2 * size, height: 2 * size)
            case .polyline(let points, _, let width, _, _):
                guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
                      let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { continue }
                box = Rect2D(x: minX, y: minY, width: maxX - minX, height: maxY - minY).insetBy(-width)
            }
            result = result.map { $0.union(box) } ?? box
        }
        return result
    }
}
