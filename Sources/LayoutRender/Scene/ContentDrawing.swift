import LayoutCore

/// Turns what a hosted view shows (`ElementContent`) into drawables over its element's box: text through
/// `TextDrawing`, the one text path of the renderer, so that labels and generated captions share the embedded font.
enum ContentDrawing {
    /// The drawables of `content`'s marks, placed in `frame` (their coordinates start at its top-left corner).
    static func drawables(of content: ElementContent, in frame: Rect2D, transform: Transform2D, clip: Rect2D) -> [Drawable] {
        let (dx, dy) = (frame.x, frame.y)
        func moved(_ point: Point2D) -> Point2D { Point2D(x: point.x + dx, y: point.y + dy) }
        return content.marks.flatMap { mark -> [Drawable] in
            switch mark {
            case let .box(rect, fill, stroke, width, radius):
                return [Drawable(
                    shape: .rect(rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius), fill: fill, stroke: stroke,
                    strokeWidth: width, transform: transform, clip: clip, role: "content-box")]
            case let .text(text, size, line, color, traits):
                let box = line.offsetBy(dx: dx, dy: dy)
                return TextDrawing.glyphDrawables(
                    text, fontSize: size, in: box, anchor: .leading(inset: 0), traits: traits, color: color,
                    transform: transform, clip: clip)
            case let .polyline(points, color, width, closed, filled):
                var path = Path()
                for (index, point) in points.enumerated() {
                    if index == 0 { path.move(to: moved(point)) } else { path.line(to: moved(point)) }
                }
                if closed { path.close() }
                return [Drawable(
                    shape: .path(path), fill: filled ? color : nil, stroke: filled ? nil : color, strokeWidth: width,
                    transform: transform, clip: clip, role: "glyph")]
            case let .ellipse(rect, fill, stroke, width):
                let box = rect.offsetBy(dx: dx, dy: dy)
                return [Drawable(
                    shape: .path(Path(roundedRect: box, cornerRadius: min(box.width, box.height) / 2)), fill: fill,
                    stroke: stroke, strokeWidth: width, transform: transform, clip: clip, role: "glyph")]
            }
        }
    }
}
