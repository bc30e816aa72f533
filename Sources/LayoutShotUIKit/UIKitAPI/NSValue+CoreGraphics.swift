#if !canImport(UIKit)
extension NSValue {
    /// A value holding `point`, as UIKit's initializer.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `size`, as UIKit's initializer.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A value holding `rect`, as UIKit's initializer.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
}
#endif
