#if !canImport(ObjectiveC)
/// A method's name, as the Objective-C runtime's `Selector`: what target–action APIs take. Without the runtime
/// nothing is looked up by name; the value is kept so that code passing one compiles and can be compared.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name as `#selector` spells it, e.g. `handlePan(_:)`.
    public let name: String

    /// A selector of the given name, as `Selector("name")`.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector from a string literal, as `let s: Selector = "name"`.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The name.
    public var description: String { name }
}

/// The name of a selector, as Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}

/// A selector of the given name, as Foundation's `NSSelectorFromString`.
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}
#endif
