#if !canImport(UniformTypeIdentifiers)
/// A type of data, named by its identifier, as UniformTypeIdentifiers' `UTType`. Two types are equal when their
/// identifiers are. There is no type database here: a type knows only its identifier, and `init?(_:)` finds only
/// the system types this module declares.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String

    private init(identifier: String) {
        self.identifier = identifier
    }

    /// The system type with `identifier`, or nil when this module declares none.
    public init?(_ identifier: String) {
        guard let known = UTType.systemTypes.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// A type the app declares (exports) with `identifier`; `parentType` is not recorded.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier)
    }

    /// A type another app declares and this one imports, with `identifier`; `parentType` is not recorded.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier)
    }

    /// The identifier.
    public var description: String { identifier }

    /// A system type, with its identifier as Apple's documentation of `UTType`'s system declarations lists it.
    static func system(_ identifier: String) -> UTType { UTType(identifier: identifier) }
}
#endif
