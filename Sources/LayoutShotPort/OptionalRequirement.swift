import SwiftSyntax

/// An `@objc optional` method requirement of a protocol of the input set.
struct OptionalRequirement {
    /// `name(label:label:)`.
    var key: String
    /// The protocol that declares it.
    var protocolName: String
    /// The requirement as written, attributes and `optional` removed and `throws` added: the signature the
    /// throwing defaults and stubs repeat.
    var signature: String
    /// Whether it returns something other than `Void`.
    var returnsValue: Bool
}
