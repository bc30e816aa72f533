/// What the default of a ported `@objc optional` requirement throws: the conformer does not implement it.
/// layoutshot-port makes such requirements `throws` and their call sites `try?` (nil, as `delegate?.f?(…)` is on
/// iOS) or `try!` (a trap, as `delegate!.f!(…)` is on iOS).
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
