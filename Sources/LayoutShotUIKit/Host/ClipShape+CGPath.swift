#if !canImport(UIKit)
import LayoutCore

extension ClipShape {
    /// The clip a shape layer's `path` makes as a view's mask: the path in the mask layer's coordinates, placed
    /// by the mask's frame in the view's bounds, and taken to the element's own coordinates (curves flattened
    /// into 8 or 12 straight pieces each). Takes the mask's geometry as values, so it runs off the main actor.
    init(path: CGPath, in bounds: CGRect, evenOdd: Bool, maskFrame: CGRect, maskBounds: CGRect) {
        let dx = maskFrame.minX - maskBounds.minX - bounds.minX
        let dy = maskFrame.minY - maskBounds.minY - bounds.minY
        var polygons: [[Point2D]] = []
        var current: [Point2D] = []
        var start = Point2D(x: 0, y: 0), last = start
        let flush = {
            if current.count > 2 { polygons.append(current) }
            current = []
        }
        func add(_ p: CGPoint) {
            last = Point2D(x: Double(p.x + dx), y: Double(p.y + dy))
            current.append(last)
        }
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            // An if chain rather than a switch: CoreGraphics' enum is open on Apple platforms, closed here.
            let type = element.type
            if type == .moveToPoint {
                flush()
                add(element.points[0])
                start = last
            } else if type == .addLineToPoint {
                add(element.points[0])
            } else if type == .addQuadCurveToPoint {
                let from = CGPoint(x: CGFloat(last.x) - dx, y: CGFloat(last.y) - dy)
                let (c, end) = (element.points[0], element.points[1])
                for i in 1...8 {
                    let t = CGFloat(i) / 8, u = 1 - t
                    add(CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * end.x,
                                y: u * u * from.y + 2 * u * t * c.y + t * t * end.y))
                }
            } else if type == .addCurveToPoint {
                let from = CGPoint(x: CGFloat(last.x) - dx, y: CGFloat(last.y) - dy)
                let (c1, c2, end) = (element.points[0], element.points[1], element.points[2])
                for i in 1...12 {
                    let t = CGFloat(i) / 12, u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    add(CGPoint(x: w0 * from.x + w1 * c1.x + w2 * c2.x + w3 * end.x,
                                y: w0 * from.y + w1 * c1.y + w2 * c2.y + w3 * end.y))
                }
            } else if type == .closeSubpath {
                flush()
                last = start
            }
        }
        flush()
        self.init(polygons: polygons, evenOdd: evenOdd)
    }
}
#endif
