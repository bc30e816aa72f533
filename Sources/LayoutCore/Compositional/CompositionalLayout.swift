/// A compositional layout description: the sections (one for all, or one per index from a provider) and
/// the configuration, as `UICollectionViewCompositionalLayout`. `compute` turns it into geometry.
public struct CompositionalLayout: Sendable {
    /// Builds the section for an index, as `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias SectionProvider = @Sendable (Int, CompositionalEnvironment) -> CompositionalSection

    /// The section for each index.
    public let sectionProvider: SectionProvider
    /// Layout-wide settings.
    public var configuration: CompositionalConfiguration

    /// Every section laid out the same, as `init(section:configuration:)`.
    public init(section: CompositionalSection, configuration: CompositionalConfiguration = CompositionalConfiguration()) {
        self.init(configuration: configuration) { _, _ in section }
    }

    /// Sections from a provider, as `init(sectionProvider:configuration:)`.
    public init(
        configuration: CompositionalConfiguration = CompositionalConfiguration(),
        sectionProvider: @escaping SectionProvider
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    /// The environment a section provider sees for `viewport`.
    public func environment(for viewport: CompositionalViewport) -> CompositionalEnvironment {
        configuration.environment(for: viewport)
    }
}
