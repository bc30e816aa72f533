/// A list's per-row separator hook, as `UICollectionLayoutListConfiguration.itemSeparatorHandler`: given a row's
/// section and item and the list's separator configuration, the configuration that row uses.
///
/// A class so that a configuration holding one stays `Hashable`: two handlers are equal when they are the same one.
public final class CompositionalListSeparatorHandler: Hashable, Sendable {
    /// The row's section, its item, the list's configuration; returns the row's.
    public let configuration: @Sendable (_ section: Int, _ item: Int, CompositionalListSeparatorConfiguration) -> CompositionalListSeparatorConfiguration

    /// Wraps `configuration`.
    public init(
        _ configuration: @escaping @Sendable (_ section: Int, _ item: Int, CompositionalListSeparatorConfiguration) -> CompositionalListSeparatorConfiguration
    ) {
        self.configuration = configuration
    }

    /// The same handler: closures cannot be compared.
    public static func == (lhs: CompositionalListSeparatorHandler, rhs: CompositionalListSeparatorHandler) -> Bool { lhs === rhs }

    /// By identity, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
