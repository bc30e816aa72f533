/// How layoutshot-port calls an optional requirement where `try?` would lose what iOS keeps: a conformer that
/// answers `nil` is not one that does not implement the method, and an error the method or its arguments throw is
/// not "not implemented". Only ``UnimplementedOptionalRequirement`` becomes `nil` (or a trap, for a forced call).
public enum OptionalRequirementCall {
    /// The call's value, `nil` where the conformer does not implement the method; an optional value is kept
    /// whole (`.some(nil)` where the conformer answers `nil`), as `responds(to:)` and a forced call see it on iOS.
    @discardableResult
    public static func value<T>(_ call: () throws -> T) -> T? {
        try? call()
    }

    /// ``value(_:)`` for a call that can throw errors of its own, which are thrown on.
    @discardableResult
    public static func valueThrowing<T>(_ call: () throws -> T) throws -> T? {
        do { return try call() } catch is UnimplementedOptionalRequirement { return nil }
    }

    /// An optional chain's value, `nil` where the method is not implemented and flattened as the chain is on
    /// iOS; any other error is thrown on.
    @discardableResult
    public static func chained<T>(_ call: () throws -> T?) throws -> T? {
        do { return try call() } catch is UnimplementedOptionalRequirement { return nil }
    }

    /// A forced call's value: a trap where the method is not implemented, as `d.f!()` traps on iOS; any other
    /// error is thrown on.
    @discardableResult
    public static func forced<T>(_ call: () throws -> T) throws -> T {
        do {
            return try call()
        } catch let error as UnimplementedOptionalRequirement {
            preconditionFailure(error.description)
        }
    }
}
