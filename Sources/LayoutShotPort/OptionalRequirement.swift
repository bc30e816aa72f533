import SwiftSyntax

/// An `@objc optional` method requirement of a protocol of the input set, or one of UIKit's optional methods
/// (``UIKitOptionalMethods``).
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
    /// Whether it returns an optional: a conformer answering `nil` is then not the same as one not implementing it.
    var returnsOptional = false
    /// Whether it is declared `throws` itself: its own errors must reach the caller, not turn into "not implemented".
    var throwsItself = false
    /// Whether it is UIKit's, which LayoutShotUIKit declares (a set's own requirement of the same name wins).
    var isUIKit = false
}
