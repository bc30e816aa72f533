import LayoutCore

// Conversions at the boundary between UIKit's CoreGraphics values and LayoutCore's geometry.

extension Rect2D {
    /// The LayoutCore rectangle of a CoreGraphics one.
    package init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                  width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension Size2D {
    /// The LayoutCore size of a CoreGraphics one.
    package init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension Point2D {
    /// The LayoutCore point of a CoreGraphics one.
    package init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension Transform2D {
    /// The LayoutCore transform of a CoreGraphics one.
    package init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}

extension CGAffineTransform {
    /// The CoreGraphics transform of a LayoutCore one.
    package init(_ t: Transform2D) {
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}

extension CGPoint {
    /// The CoreGraphics point of a LayoutCore one.
    package init(_ point: Point2D) {
        self.init(x: point.x, y: point.y)
    }
}

extension CGRect {
    /// The CoreGraphics rectangle of a LayoutCore one.
    package init(_ rect: Rect2D) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension CGSize {
    /// The CoreGraphics size of a LayoutCore one.
    package init(_ size: Size2D) {
        self.init(width: size.width, height: size.height)
    }
}
