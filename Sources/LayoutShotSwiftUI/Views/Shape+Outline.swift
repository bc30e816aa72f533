extension Shape {
    /// The shape's outline inside its frame in the foreground style: drawn as the shape with the theme's fill.
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil)
    }

    /// The shape's outline in the foreground style: drawn as the shape with the theme's fill.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { _ShapeView(shape: self, fill: nil) }

    /// The shape rotated about `anchor`: the same frame, so the same layout (the rotation is not drawn).
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
}
