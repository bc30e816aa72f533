import LayoutCore

/// A drawable with its transform and clip resolved to device pixels and the rows it can reach, so
/// that each band of a banded render skips what cannot touch it without flattening any path.
struct DeviceDrawable {
    /// What to draw.
    let drawable: Drawable
    /// Shape coordinates to device pixels.
    let transform: Transform2D
    /// Device-pixel clip.
    let clip: Rect2D?
    /// A conservative range of rows the drawable can change (empty when it draws nothing).
    let rows: Range<Int>
    /// A conservative range of columns the drawable can change.
    let columns: Range<Int>
    /// The parts of a group, resolved likewise; empty for other shapes.
    let parts: [DeviceDrawable]

    /// Resolves `drawable` for a bitmap `width` × `height` pixels at `scale` pixels per point.
    init(_ drawable: Drawable, scale: Double, width: Int, height: Int) {
        self.drawable = drawable
        let transform = drawable.transform.concatenating(.scale(scale))
        let clip = drawable.clip.map {
            Rect2D(x: $0.x * scale, y: $0.y * scale, width: $0.width * scale, height: $0.height * scale)
        }
        self.transform = transform
        self.clip = clip
        if case let .group(parts, _) = drawable.shape {
            let resolved = parts.map { DeviceDrawable($0, scale: scale, width: width, height: height) }
            self.parts = resolved
            let top = resolved.map(\.rows.lowerBound).min() ?? 0, bottom = resolved.map(\.rows.upperBound).max() ?? 0
            let left = resolved.map(\.columns.lowerBound).min() ?? 0, right = resolved.map(\.columns.upperBound).max() ?? 0
            rows = top..<max(top, bottom)
            columns = left..<max(left, right)
            return
        }
        parts = []
        let device = Self.shapeBounds(of: drawable).map { transform.apply(to: $0) }
        rows = Self.pixelRange(device?.y, device?.maxY, clip?.y, clip?.maxY, count: height)
        columns = Self.pixelRange(device?.x, device?.maxX, clip?.x, clip?.maxX, count: width)
    }

    /// The pixels `0..<count` that the interval from `start` to `end` and the clip's interval can
    /// reach, with a pixel of margin on each side for rounding in the shape's own flattening. Clamping
    /// to the canvas before converting keeps a shape millions of points away (or 1e300 tall) from trapping.
    private static func pixelRange(
        _ start: Double?, _ end: Double?, _ clipStart: Double?, _ clipEnd: Double?, count: Int
    ) -> Range<Int> {
        var low = 0.0, high = Double(count)
        if let start, let end {
            low = max(low, start)
            high = min(high, end)
        }
        if let clipStart, let clipEnd, !clipStart.isNaN, !clipEnd.isNaN {
            low = max(low, clipStart)
            high = min(high, clipEnd)
        }
        let canvas = Double(count)
        let first = low.isFinite ? max(0, Int(min(low, canvas).rounded(.down)) - 1) : 0
        let end = high.isFinite ? min(count, Int(max(high, 0).rounded(.up)) + 1) : count
        return first..<max(first, end)
    }

    /// Draws with `painter` on `surface`, whose rows limit what changes; a group is drawn on `layer`
    /// first, then composited.
    func draw(with painter: inout Painter, on surface: PixelSurface, layer: inout GroupLayer) {
        switch drawable.shape {
        case let .group(_, opacity):
            layer.composite(parts, opacity: opacity, rows: rows, columns: columns, with: &painter, onto: surface)
        case let .rect(rect, radius):
            let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect: rect)
            if let fill = drawable.fill {
                if radius > 0 {
                    painter.fill(path, color: fill, transform: transform, clip: clip, on: surface)
                } else {
                    painter.fillRect(rect, color: fill, transform: transform, clip: clip, on: surface)
                }
            }
            if let stroke = drawable.stroke {
                painter.stroke(path, width: drawable.strokeWidth, color: stroke, cap: .butt, transform: transform,
                    clip: clip, on: surface)
            }
        case let .glyphs(_, outline), let .path(outline):
            if let fill = drawable.fill { painter.fill(outline, color: fill, transform: transform, clip: clip, on: surface) }
            if let stroke = drawable.stroke {
                painter.stroke(outline, width: drawable.strokeWidth, color: stroke, cap: .butt, transform: transform,
                    clip: clip, on: surface)
            }
        case let .line(from, to):
            guard let color = drawable.stroke ?? drawable.fill else { return }
            var path = Path()
            path.move(to: from)
            path.line(to: to)
            painter.stroke(path, width: drawable.strokeWidth, color: color, cap: .butt, transform: transform,
                clip: clip, on: surface)
        }
    }

    /// A box in shape coordinates holding everything the drawable paints (curves stay within their
    /// control points; strokes reach at most their miter past the outline), or nil when unknown.
    private static func shapeBounds(of drawable: Drawable) -> Rect2D? {
        let points: [Point2D]
        switch drawable.shape {
        case let .rect(rect, _):
            points = [Point2D(x: rect.x, y: rect.y), Point2D(x: rect.maxX, y: rect.maxY)]
        case let .line(from, to):
            points = [from, to]
        case .group:
            return nil
        case let .glyphs(_, outline), let .path(outline):
            points = outline.elements.flatMap { element -> [Point2D] in
                switch element {
                case let .move(to), let .line(to): [to]
                case let .quad(control, to), let .conic(control, to, _): [control, to]
                case let .cubic(control1, control2, to): [control1, control2, to]
                case .close: []
                }
            }
        }
        let ys = points.map(\.y), xs = points.map(\.x)
        guard let minY = ys.min(), let maxY = ys.max(), let minX = xs.min(), let maxX = xs.max(),
            minY.isFinite, maxY.isFinite, minX.isFinite, maxX.isFinite
        else { return nil }
        // A miter join reaches up to half the miter limit times the width past its vertex (a sharp turn in a stroked
        // outline); a line's butt ends, half the width.
        let width = max(0, drawable.strokeWidth)
        let reach = drawable.shape.isLine ? width : drawable.stroke != nil ? width * Stroker.miterLimit / 2 : 0
        guard reach.isFinite else { return nil }
        return Rect2D(x: minX - reach, y: minY - reach, width: maxX - minX + 2 * reach, height: maxY - minY + 2 * reach)
    }
}

extension Drawable.Shape {
    /// True for `.line`, which is always stroked.
    fileprivate var isLine: Bool {
        if case .line = self { true } else { false }
    }
}
