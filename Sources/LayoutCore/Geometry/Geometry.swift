/// A position in points; origin top-left, y grows downwards.
public struct Point2D: Hashable, Sendable {
    /// Horizontal coordinate in points.
    public var x: Double
    /// Vertical coordinate in points.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point2D(x: 0, y: 0)
}

/// A width and height in points.
public struct Size2D: Hashable, Sendable {
    /// Horizontal extent in points.
    public var width: Double
    /// Vertical extent in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size2D(width: 0, height: 0)
}

/// An axis-aligned rectangle `[x, y, width, height]` in points.
public struct Rect2D: Hashable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Horizontal extent; never negative for frames the engine makes.
    public var width: Double
    /// Vertical extent; never negative for frames the engine makes.
    public var height: Double

    /// Creates a rectangle from its origin and size components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point2D, size: Size2D) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect2D(x: 0, y: 0, width: 0, height: 0)

    /// Top-left corner.
    public var origin: Point2D { Point2D(x: x, y: y) }
    /// Width and height.
    public var size: Size2D { Size2D(width: width, height: height) }
    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }
    /// Horizontal centre.
    public var midX: Double { x + width / 2 }
    /// Vertical centre.
    public var midY: Double { y + height / 2 }
    /// The centre point.
    public var center: Point2D { Point2D(x: midX, y: midY) }

    /// True when the open interiors overlap (touching edges do not count), as `CGRect.intersects` for non-empty rects.
    public func overlaps(_ other: Rect2D) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// True when the closed rectangles share at least one point; zero-size frames on an edge still count.
    ///
    /// Rect queries use this so that a zero-height item lying on the query's edge is returned.
    public func touches(_ other: Rect2D) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect2D) -> Rect2D {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return Rect2D(
            x: minX, y: minY,
            width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The rectangle shrunk by `d` on every side (grown for negative `d`).
    public func insetBy(_ d: Double) -> Rect2D {
        Rect2D(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect2D {
        Rect2D(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle scaled by `factor` about its own centre.
    public func scaledAboutCenter(_ factor: Double) -> Rect2D {
        let w = width * factor, h = height * factor
        return Rect2D(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}

/// Insets of a section's item area, in points.
public struct Insets: Hashable, Sendable {
    /// Inset at the top.
    public var top: Double
    /// Inset at the left.
    public var left: Double
    /// Inset at the bottom.
    public var bottom: Double
    /// Inset at the right.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = Insets()
}
