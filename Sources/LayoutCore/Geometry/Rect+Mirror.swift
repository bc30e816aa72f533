extension Rect2D {
    /// The rectangle mirrored across a content `width`, as a collection view mirrors a layout that flips in the
    /// opposite layout direction: `x' = width − maxX`, y and size kept.
    public func mirrored(acrossWidth width: Double) -> Rect2D {
        Rect2D(x: width - maxX, y: y, width: self.width, height: height)
    }
}
