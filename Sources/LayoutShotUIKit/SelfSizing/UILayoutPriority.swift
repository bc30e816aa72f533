#if !canImport(UIKit)
/// How strongly a size is wanted, as UIKit's Auto Layout priority: from 1 to 1000, `required` at the top.
/// Here it decides, for `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
/// whether an axis keeps the target size (`required`) or takes the size the content wants (anything lower).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1 to 1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of `rawValue`, as UIKit's unlabelled initialiser.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Must be met: 1000.
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging of its content: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// What fitting asks for the target size with, below any content's own wish: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by raw value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority raised by `rhs`, as `.defaultHigh + 1` is written in apps.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`, as `.required - 1` is written in apps.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
#endif
