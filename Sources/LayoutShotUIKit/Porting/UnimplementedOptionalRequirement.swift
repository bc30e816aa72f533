/// What the default of an optional requirement throws: the conformer does not implement it. layoutshot-port makes
/// a library's `@objc optional` requirements `throws` with such defaults, LayoutShotUIKit declares UIKit's optional
/// delegate and data-source methods so, and call sites use `try?` (nil, as `delegate?.f?(…)` is on iOS) or `try!`
/// (a trap, as `delegate!.f!(…)` is on iOS).
public struct UnimplementedOptionalRequirement: Error, Sendable, Equatable, CustomStringConvertible {
    /// The requirement, as `#selector` spells it: `collectionView(_:heightForItemAt:)`.
    public let requirement: String

    /// The error for `requirement`.
    public init(_ requirement: String) {
        self.requirement = requirement
    }

    /// A sentence naming the requirement.
    public var description: String {
        "the optional requirement '\(requirement)' is not implemented by the conforming type"
    }
}
