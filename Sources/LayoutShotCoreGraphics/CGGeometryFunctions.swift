#if !canImport(CoreGraphics)
// CoreGraphics' C constructors: layout files written for recent SDKs call them, and Linux Foundation lacks them.

/// A rectangle from its components, as CoreGraphics' `CGRectMake`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A size from its components, as CoreGraphics' `CGSizeMake`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

/// A point from its components, as CoreGraphics' `CGPointMake`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}
#endif
