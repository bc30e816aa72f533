import LayoutCore

extension Drawable {
    /// The drawable moved by (`dx`, `dy`) scene points; untransformed shapes move their own coordinates
    /// so that SVG output stays free of needless transforms.
    func translated(dx: Double, dy: Double) -> Drawable {
        var moved = self
        moved.clip = clip?.offsetBy(dx: dx, dy: dy)
        guard transform == .identity else {
            moved.transform = transform.concatenating(.translation(x: dx, y: dy))
            return moved
        }
        switch shape {
        case let .rect(rect, radius):
            moved.shape = .rect(rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
        case let .line(from, to):
            moved.shape = .line(from: Point2D(x: from.x + dx, y: from.y + dy), to: Point2D(x: to.x + dx, y: to.y + dy))
        case let .glyphs(text, outline):
            moved.shape = .glyphs(text: text, outline: outline.transformed(by: .translation(x: dx, y: dy)))
        case let .path(outline):
            moved.shape = .path(outline.transformed(by: .translation(x: dx, y: dy)))
        case let .group(parts, opacity):
            moved.shape = .group(parts.map { $0.translated(dx: dx, dy: dy) }, opacity: opacity)
        }
        return moved
    }
}

extension RenderScene {
    /// This scene's drawables placed with its origin at `origin` of another scene, over a rectangle of
    /// its background (a scene's background is otherwise only the canvas colour).
    func placed(at origin: Point2D) -> [Drawable] {
        [Drawable(shape: .rect(Rect2D(origin: origin, size: size), cornerRadius: 0), fill: background, role: "panel")]
            + drawables.map { $0.translated(dx: origin.x, dy: origin.y) }
    }
}
