import LayoutCore

/// Writes a `RenderScene` as SVG text: deterministic bytes, one class per element kind, glyphs as paths
/// (no fonts needed to view it), consecutive drawables with the same clip grouped under one clip path.
public enum SVGWriter {
    /// The SVG document of `scene`; sizes are in points (multiply by the device scale when rasterizing).
    public static func svg(of scene: RenderScene) -> String {
        let f = DecimalFormat.format
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(f(scene.size.width))" height="\(f(scene.size.height))" \
            viewBox="0 0 \(f(scene.size.width)) \(f(scene.size.height))">

            """
        var clipIDs: [Rect2D: Int] = [:]
        var defs = ""
        for drawable in scene.drawables {
            guard let clip = drawable.clip, clipIDs[clip] == nil else { continue }
            clipIDs[clip] = clipIDs.count
            defs += "<clipPath id=\"clip\(clipIDs.count - 1)\"><rect x=\"\(f(clip.x))\" y=\"\(f(clip.y))\" "
                + "width=\"\(f(clip.width))\" height=\"\(f(clip.height))\"/></clipPath>\n"
        }
        if !defs.isEmpty { out += "<defs>\n\(defs)</defs>\n" }
        out += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(f(scene.size.width))\" height=\"\(f(scene.size.height))\"\(paint("fill", scene.background))/>\n"
        var openClip: Rect2D?
        for drawable in scene.drawables {
            if drawable.clip != openClip {
                if openClip != nil { out += "</g>\n" }
                if let clip = drawable.clip { out += "<g clip-path=\"url(#clip\(clipIDs[clip]!))\">\n" }
                openClip = drawable.clip
            }
            out += element(drawable) + "\n"
        }
        if openClip != nil { out += "</g>\n" }
        out += "</svg>\n"
        return out
    }

    private static func element(_ drawable: Drawable) -> String {
        let f = DecimalFormat.format
        var attributes = ""
        if drawable.transform != .identity {
            let t = drawable.transform
            attributes += " transform=\"matrix(\(f(t.a)) \(f(t.b)) \(f(t.c)) \(f(t.d)) \(f(t.tx)) \(f(t.ty)))\""
        }
        attributes += drawable.fill.map { paint("fill", $0) } ?? " fill=\"none\""
        if let stroke = drawable.stroke {
            attributes += paint("stroke", stroke) + " stroke-width=\"\(f(drawable.strokeWidth))\""
        }
        switch drawable.shape {
        case let .rect(rect, radius):
            let corner = radius > 0 ? " rx=\"\(f(radius))\"" : ""
            return "<rect class=\"\(drawable.role)\" x=\"\(f(rect.x))\" y=\"\(f(rect.y))\" width=\"\(f(rect.width))\" "
                + "height=\"\(f(rect.height))\"\(corner)\(attributes)/>"
        case let .glyphs(text, outline):
            return "<path class=\"\(drawable.role)\" aria-label=\"\(MarkupText.escape(text))\" d=\"\(pathData(outline))\"\(attributes)/>"
        case let .group(parts, opacity):
            // The parts share the group's clip, already open around it.
            return "<g class=\"\(drawable.role)\" opacity=\"\(f(opacity))\">\n" + parts.map(element).joined(separator: "\n") + "\n</g>"
        case let .path(outline):
            return "<path class=\"\(drawable.role)\" d=\"\(pathData(outline))\"\(attributes)/>"
        case let .line(from, to):
            return "<line class=\"\(drawable.role)\" x1=\"\(f(from.x))\" y1=\"\(f(from.y))\" x2=\"\(f(to.x))\" y2=\"\(f(to.y))\"\(attributes)/>"
        }
    }

    private static func paint(_ name: String, _ color: RGBAColor) -> String {
        let hex = RGBAColor(r: color.r, g: color.g, b: color.b).hexString
        return color.a == 255 ? " \(name)=\"\(hex)\"" : " \(name)=\"\(hex)\" \(name)-opacity=\"\(DecimalFormat.format(color.opacity))\""
    }

    /// SVG path data; conic segments (rounded shapes) are written as the equivalent circular arcs' cubic approximation.
    static func pathData(_ path: Path) -> String {
        let f = DecimalFormat.format
        var d = ""
        var current = Point2D.zero
        for element in path.elements {
            switch element {
            case .move(let p): d += "M\(f(p.x)) \(f(p.y))"; current = p
            case .line(let p): d += "L\(f(p.x)) \(f(p.y))"; current = p
            case .quad(let c, let p): d += "Q\(f(c.x)) \(f(c.y)) \(f(p.x)) \(f(p.y))"; current = p
            case .cubic(let c1, let c2, let p):
                d += "C\(f(c1.x)) \(f(c1.y)) \(f(c2.x)) \(f(c2.y)) \(f(p.x)) \(f(p.y))"; current = p
            case .conic(let c, let p, let w):
                let k = 4 * w / (3 * (1 + w))
                let c1 = Point2D(x: current.x + (c.x - current.x) * k, y: current.y + (c.y - current.y) * k)
                let c2 = Point2D(x: p.x + (c.x - p.x) * k, y: p.y + (c.y - p.y) * k)
                d += "C\(f(c1.x)) \(f(c1.y)) \(f(c2.x)) \(f(c2.y)) \(f(p.x)) \(f(p.y))"; current = p
            case .close: d += "Z"
            }
        }
        return d
    }

}
