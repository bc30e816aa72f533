/// A 2-D affine transform with CoreGraphics' conventions: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Transform2D: Sendable, Hashable {
    /// Scales x into x'.
    public var a: Double
    /// Shears x into y'.
    public var b: Double
    /// Shears y into x'.
    public var c: Double
    /// Scales y into y'.
    public var d: Double
    /// Translation along x.
    public var tx: Double
    /// Translation along y.
    public var ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// The transform applied about `center` instead of the origin, as UIKit applies a view's transform.
    public func about(_ center: Point2D) -> Transform2D {
        Transform2D.translation(x: -center.x, y: -center.y)
            .concatenating(self)
            .concatenating(.translation(x: center.x, y: center.y))
    }

    /// A translation by `(x, y)`.
    public static func translation(x: Double, y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin by `x` horizontally and `y` vertically.
    public static func scale(x: Double, y: Double) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A uniform scale about the origin, e.g. `scale(3)` for @3x device pixels.
    public static func scale(_ factor: Double) -> Transform2D {
        scale(x: factor, y: factor)
    }

    /// A uniform scale by `factor` that keeps `center` fixed (a carousel cell's scale about its centre).
    public static func scale(_ factor: Double, about center: Point2D) -> Transform2D {
        Transform2D(
            a: factor, b: 0, c: 0, d: factor,
            tx: center.x - factor * center.x, ty: center.y - factor * center.y)
    }

    /// `self` followed by `other`: applying the result equals applying `self`, then `other`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The image of `point`.
    public func apply(to point: Point2D) -> Point2D {
        Point2D(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest axis-aligned rectangle containing the image of `rect`.
    public func apply(to rect: Rect2D) -> Rect2D {
        let corners = [
            apply(to: Point2D(x: rect.x, y: rect.y)), apply(to: Point2D(x: rect.maxX, y: rect.y)),
            apply(to: Point2D(x: rect.x, y: rect.maxY)), apply(to: Point2D(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect2D(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// True when the transform maps axis-aligned rectangles to axis-aligned rectangles (no rotation or
    /// shear), the rect fast path's condition.
    public var preservesAxisAlignment: Bool { b == 0 && c == 0 }

    /// The most the transform stretches any length (its largest singular value), for choosing how
    /// finely to flatten curves before transforming them.
    public var maximumScale: Double {
        let sumOfSquares = a * a + b * b + c * c + d * d
        let determinant = a * d - b * c
        let spread = max(0, sumOfSquares * sumOfSquares - 4 * determinant * determinant).squareRoot()
        return ((sumOfSquares + spread) / 2).squareRoot()
    }
}
