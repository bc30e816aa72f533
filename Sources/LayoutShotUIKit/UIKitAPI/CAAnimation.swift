#if !canImport(UIKit)
/// An animation, as Core Animation's class: built and added so that code compiles; a layer drops it, as
/// pictures here show the model values, not motion.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// The animation's length in seconds; kept.
    open var duration: TimeInterval = 0
    /// When the animation starts; kept.
    open var beginTime: TimeInterval = 0
    /// How many times it repeats; kept.
    open var repeatCount: Float = 0
    /// Whether it plays backwards after forwards; kept.
    open var autoreverses = false
    /// Whether it is removed when done; kept.
    open var isRemovedOnCompletion = true
    /// How the timing curve runs; kept.
    open var timingFunction: CAMediaTimingFunction?
    /// How values hold outside the active time; kept.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Creates an animation.
    public required override init() {
        super.init()
    }
}

/// An animation of one key path, as Core Animation's class; kept, never run.
@preconcurrency @MainActor
open class CABasicAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// The start value; kept.
    open var fromValue: Any?
    /// The end value; kept.
    open var toValue: Any?
    /// The change; kept.
    open var byValue: Any?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// A timing curve, as Core Animation's class; kept.
@preconcurrency @MainActor
open class CAMediaTimingFunction: NSObject {
    /// The curve's name.
    public let name: CAMediaTimingFunctionName

    /// A named curve.
    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        super.init()
    }
}

/// The named timing curves, as Core Animation's string constants.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Groups layer changes, as Core Animation's class; changes apply at once here.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// Starts a group of changes.
    open class func begin() {}
    /// Ends the group.
    open class func commit() {}
    /// Whether implicit animations are off; there are none here.
    open class func setDisableActions(_ flag: Bool) {}
    /// The group's animation length; kept nowhere, nothing animates.
    open class func setAnimationDuration(_ dur: TimeInterval) {}
    /// Runs `block` at once: nothing waits for an animation here.
    open class func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}
#endif
