#if !canImport(UIKit)
import LayoutCore

extension ClipShape {
    /// The clip a shape layer's `path` makes as a view's mask: the path in the mask layer's coordinates, placed
    /// by the mask's frame in the view's bounds, and taken to the element's own coordinates (curves flattened
    /// to a tenth of a point).
    init(path: CGPath, in bounds: CGRect, evenOdd: Bool, mask: CALayer) {
        let dx = mask.frame.minX - mask.bounds.minX - bounds.minX
        let dy = mask.frame.minY - mask.bounds.minY - bounds.minY
        var polygons: [[Point]] = []
        var current: [Point] = []
        var start = Point(x: 0, y: 0), last = start
        let flush = {
            if current.count > 2 { polygons.append(current) }
            current = []
        }
        func add(_ p: CGPoint) {
            last = Point(x: Double(p.x + dx), y: Double(p.y + dy))
            current.append(last)
        }
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            switch element.type {
            case .moveToPoint:
                flush()
                add(element.points[0])
                start = last
            case .addLineToPoint:
                add(element.points[0])
            case .addQuadCurveToPoint:
                let from = last, c = element.points[0], end = element.points[1]
                for i in 1...8 {
                    let t = CGFloat(i) / 8, u = 1 - t
                    add(CGPoint(x: u * u * (CGFloat(from.x) - dx) + 2 * u * t * c.x + t * t * end.x,
                                y: u * u * (CGFloat(from.y) - dy) + 2 * u * t * c.y + t * t * end.y))
                }
            case .addCurveToPoint:
                let from = CGPoint(x: CGFloat(last.x) - dx, y: CGFloat(last.y) - dy)
                let (c1, c2, end) = (element.points[0], element.points[1], element.points[2])
                for i in 1...12 {
                    let t = CGFloat(i) / 12, u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    add(CGPoint(x: w0 * from.x + w1 * c1.x + w2 * c2.x + w3 * end.x,
                                y: w0 * from.y + w1 * c1.y + w2 * c2.y + w3 * end.y))
                }
            case .closeSubpath:
                flush()
                last = start
            @unknown default:
                break
            }
        }
        flush()
        self.init(polygons: polygons, evenOdd: evenOdd)
    }
}
#endif
