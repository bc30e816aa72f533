#if !canImport(CoreGraphics)
import LayoutCore

/// A path being built, as CoreGraphics' class; every method takes a `transform` applied to the points it adds.
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public override init() {
        super.init()
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        steps.append((.moveToPoint, [point.applying(transform)]))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        steps.append((.addLineToPoint, [point.applying(transform)]))
    }

    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic curve from the current point to `end` through `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        steps.append((.addQuadCurveToPoint, [control.applying(transform), end.applying(transform)]))
    }

    /// A cubic curve from the current point to `end` through `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        steps.append((.addCurveToPoint, [control1.applying(transform), control2.applying(transform), end.applying(transform)]))
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        steps.append((.closeSubpath, []))
    }

    /// A closed subpath around `rect`: from its origin along the x axis first, as CoreGraphics adds it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// One closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse fitting `rect`: four quarter curves from the right end, angles increasing.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
        let unit = CGMutablePath()
        unit.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        for step in unit.steps {
            steps.append((step.type, step.points.map { $0.applying(scale).applying(transform) }))
        }
        closeSubpath()
    }

    /// A rectangle with elliptical corners of `cornerWidth` × `cornerHeight`, each at most half the side.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(0, cornerWidth), r.width / 2), h = min(max(0, cornerHeight), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498307936
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
                 control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
                 control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians from the x axis towards y),
    /// angles decreasing when `clockwise` (CoreGraphics' sense: on a y-down screen it turns anticlockwise). A line
    /// joins the current point to the arc's start, or a subpath starts there. A sweep of 2π or more is a full circle.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let full = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        }
        let point = { (angle: CGFloat) in CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let start = point(startAngle)
        if steps.isEmpty || steps.last?.type == .closeSubpath { move(to: start, transform: transform) }
        else { addLine(to: start, transform: transform) }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (p0, p3) = (point(angle), point(next))
            addCurve(
                to: p3, control1: CGPoint(x: p0.x - k * sin(angle), y: p0.y + k * cos(angle)),
                control2: CGPoint(x: p3.x + k * sin(next), y: p3.y - k * cos(next)), transform: transform)
            angle = next
        }
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from there
    /// to `tangent2End`, joined by a line from the current point; a straight line when the three are in line.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p0 = currentPoint
        let (v1, v2) = (CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y),
                        CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y))
        let (l1, l2) = ((v1.x * v1.x + v1.y * v1.y).squareRoot(), (v2.x * v2.x + v2.y * v2.y).squareRoot())
        let cosine = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        guard l1 > 0, l2 > 0, radius > 0, abs(cosine) < 1 - 1e-12 else {
            return addLine(to: tangent1End, transform: transform)
        }
        let half = acos(cosine) / 2
        let distanceToTangent = radius / tan(half)
        let (u1, u2) = (CGPoint(x: v1.x / l1, y: v1.y / l1), CGPoint(x: v2.x / l2, y: v2.y / l2))
        let t1 = CGPoint(x: tangent1End.x + u1.x * distanceToTangent, y: tangent1End.y + u1.y * distanceToTangent)
        let t2 = CGPoint(x: tangent1End.x + u2.x * distanceToTangent, y: tangent1End.y + u2.y * distanceToTangent)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let toCenter = radius / sin(half)
        let center = CGPoint(x: tangent1End.x + bisector.x / length * toCenter, y: tangent1End.y + bisector.y / length * toCenter)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: sweep < 0, transform: transform)
    }

    /// Appends `path`'s elements, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        steps += path.steps.map { ($0.type, $0.points.map { $0.applying(transform) }) }
    }
}
#endif
