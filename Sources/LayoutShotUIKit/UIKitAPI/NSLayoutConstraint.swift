#if !canImport(UIKit)
/// An Auto Layout constraint, as UIKit's class, so cell code that builds constraints compiles.
///
/// Constraints are kept, never solved: cells are never laid out or drawn here, and self-sizing cells are
/// measured by the host's `SelfSizingProvider`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A part of an item's layout a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        /// No attribute: the second attribute of a constant width or height.
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge.
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The last line's baseline.
        case lastBaseline = 11
        /// The first line's baseline.
        case firstBaseline = 12
        /// The left margin.
        case leftMargin = 13
        /// The right margin.
        case rightMargin = 14
        /// The top margin.
        case topMargin = 15
        /// The bottom margin.
        case bottomMargin = 16
        /// The leading margin.
        case leadingMargin = 17
        /// The trailing margin.
        case trailingMargin = 18
        /// The horizontal centre between the margins.
        case centerXWithinMargins = 19
        /// The vertical centre between the margins.
        case centerYWithinMargins = 20
    }

    /// How the two sides of a constraint compare, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// The first item.
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item, `nil` for a constant.
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// What is added to the second side.
    open var constant: CGFloat
    /// How strongly the constraint holds; kept.
    open var priority: UILayoutPriority = .required
    /// Whether the constraint takes part in layout; kept.
    open var isActive = false {
        didSet { if isActive != oldValue { installedView?.install(self, active: isActive) } }
    }
    /// A name for debugging.
    open var identifier: String?

    /// `item.attribute relation toItem.attribute × multiplier + constant`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Sets `isActive` on each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Clears `isActive` on each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}
#endif
