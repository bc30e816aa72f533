/// What a section provider is told about the layout it builds a section for, as `NSCollectionLayoutEnvironment`.
public struct CompositionalEnvironment: Hashable, Sendable {
    /// The layout's container, as `NSCollectionLayoutContainer`.
    public struct Container: Hashable, Sendable {
        /// The collection view's bounds size.
        public var contentSize: Size2D
        /// The insets of the section's content-insets reference, across the scroll axis.
        public var contentInsets: Insets

        /// The size left for the content once `contentInsets` are taken away.
        public var effectiveContentSize: Size2D {
            Size2D(
                width: contentSize.width - contentInsets.left - contentInsets.right,
                height: contentSize.height - contentInsets.top - contentInsets.bottom)
        }
    }

    /// The container.
    public var container: Container
    /// The viewport, for margins and the safe area.
    public var viewport: CompositionalViewport
}
