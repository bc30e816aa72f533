import LayoutCore

/// Draws a `RenderScene` into a bitmap at a device scale; the pixel twin of `SVGWriter`.
public enum SceneRasterizer {
    /// The scene at `scale` device pixels per point; the bitmap is the scene size times `scale`, rounded up.
    public static func render(_ scene: RenderScene, scale: Double) -> Bitmap {
        let width = max(1, Int((scene.size.width * scale).rounded(.up)))
        let height = max(1, Int((scene.size.height * scale).rounded(.up)))
        var canvas = Canvas(width: width, height: height, background: scene.background)
        let device = AffineTransform.scale(scale)
        for drawable in scene.drawables {
            let transform = drawable.transform.concatenating(device)
            let clip = drawable.clip.map {
                Rect(x: $0.x * scale, y: $0.y * scale, width: $0.width * scale, height: $0.height * scale)
            }
            switch drawable.shape {
            case let .rect(rect, radius):
                let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect: rect)
                if let fill = drawable.fill {
                    if radius > 0 {
                        canvas.fill(path, color: fill, transform: transform, clip: clip)
                    } else {
                        canvas.fillRect(rect, color: fill, transform: transform, clip: clip)
                    }
                }
                if let stroke = drawable.stroke {
                    canvas.stroke(path, width: drawable.strokeWidth, color: stroke, transform: transform, clip: clip)
                }
            case let .glyphs(_, outline):
                if let fill = drawable.fill { canvas.fill(outline, color: fill, transform: transform, clip: clip) }
            case let .line(from, to):
                guard let color = drawable.stroke ?? drawable.fill else { continue }
                var path = Path()
                path.move(to: from)
                path.line(to: to)
                canvas.stroke(path, width: drawable.strokeWidth, color: color, transform: transform, clip: clip)
            }
        }
        return canvas.bitmap
    }
}
