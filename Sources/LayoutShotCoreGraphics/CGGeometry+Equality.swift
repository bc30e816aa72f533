#if !canImport(CoreGraphics)
// CoreGraphics' `equalTo` methods, which Linux Foundation lacks and layouts written before `==` still call.

extension CGPoint {
    /// Whether the two points are equal, as `==`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal, as `==`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal, as `==`.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
#endif
