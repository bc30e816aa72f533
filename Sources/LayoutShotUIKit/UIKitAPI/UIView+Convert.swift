#if !canImport(UIKit)
extension UIView {
    /// `point` in this view's bounds coordinates, converted to `view`'s (to the root of the hierarchy's when
    /// `nil`, which stands in for the window): up the superview chain through each layer's bounds origin
    /// (scroll offset), anchor point, transform and position, then down to `view` the inverse way.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// `point` in `view`'s bounds coordinates (the root's when `nil`), converted to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// `rect` in this view's bounds coordinates, converted to `view`'s: the box around its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.box(around: Self.corners(of: rect).map { convert($0, to: view) }, of: rect)
    }

    /// `rect` in `view`'s bounds coordinates, converted to this view's: the box around its converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.box(around: Self.corners(of: rect).map { convert($0, from: view) }, of: rect)
    }

    /// The map from this view's bounds coordinates to its superview's: the layer's geometry.
    var toSuperview: CGAffineTransform {
        // A layer not made yet has a new layer's anchor point and the kept geometry: read without making it.
        let bounds = layerBounds, position = layerPosition
        let anchor = madeLayer?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5)
        let pivot = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(layerTransform.affinePart)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView = self
        while let parent = view.superview {
            p = p.applying(view.toSuperview)
            view = parent
        }
        return p
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView = self
        while let parent = view.superview {
            chain.append(view)
            view = parent
        }
        var p = point
        for view in chain.reversed() { p = p.applying(view.toSuperview.inverted()) }
        return p
    }

    private static func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    private static func box(around points: [CGPoint], of rect: CGRect) -> CGRect {
        if rect.isNull || rect.isInfinite { return rect }
        let xs = points.map(\.x), ys = points.map(\.y)
        let left = xs.min()!, top = ys.min()!
        return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}
#endif
