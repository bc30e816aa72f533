#if !canImport(UIKit)
/// Starts an image context; nothing is drawn here, so the image it gives is `nil`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}

/// The image of the current image context: `nil`, as nothing is drawn here.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }

/// Ends the current image context.
public func UIGraphicsEndImageContext() {}

extension UIView {
    /// Draws the view's hierarchy into the current image context; nothing is drawn here, so `false`.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}

/// The old name of `UIView.ContentMode`.
public typealias UIViewContentMode = UIView.ContentMode

/// How an animation's values hold outside its active time, as Core Animation's string constants.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// A mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Held after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Held before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Held both ways.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Not held.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The old name of `CAMediaTimingFillMode.forwards`.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
#endif
