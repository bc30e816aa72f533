import LayoutCore

extension Path {
    /// The weight that makes a conic with its control at a square's corner an exact quarter circle (√½).
    static let quarterCircleWeight = 0.7071067811865476

    /// A rectangle, clockwise on screen from its top-left corner.
    public init(rect: Rect2D) {
        self.init(
            elements: [
                .move(to: Point2D(x: rect.x, y: rect.y)), .line(to: Point2D(x: rect.maxX, y: rect.y)),
                .line(to: Point2D(x: rect.maxX, y: rect.maxY)), .line(to: Point2D(x: rect.x, y: rect.maxY)), .close,
            ],
            shape: .rect(rect))
    }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side (as SVG
    /// and CoreGraphics do); each corner is an exact quarter-circle conic, clockwise on screen.
    public init(roundedRect rect: Rect2D, cornerRadius: Double) {
        let radius = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            self.init(rect: rect)
            return
        }
        let w = Self.quarterCircleWeight
        let (left, top, right, bottom) = (rect.x, rect.y, rect.maxX, rect.maxY)
        self.init(
            elements: [
                .move(to: Point2D(x: left + radius, y: top)),
                .line(to: Point2D(x: right - radius, y: top)),
                .conic(control: Point2D(x: right, y: top), to: Point2D(x: right, y: top + radius), weight: w),
                .line(to: Point2D(x: right, y: bottom - radius)),
                .conic(control: Point2D(x: right, y: bottom), to: Point2D(x: right - radius, y: bottom), weight: w),
                .line(to: Point2D(x: left + radius, y: bottom)),
                .conic(control: Point2D(x: left, y: bottom), to: Point2D(x: left, y: bottom - radius), weight: w),
                .line(to: Point2D(x: left, y: top + radius)),
                .conic(control: Point2D(x: left, y: top), to: Point2D(x: left + radius, y: top), weight: w),
                .close,
            ],
            shape: .roundedRect(rect, cornerRadius: radius))
    }
}
