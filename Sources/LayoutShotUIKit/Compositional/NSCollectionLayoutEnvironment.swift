#if !canImport(UIKit)
/// What a section provider is told about the layout it builds a section for, as UIKit's protocol.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The layout's container: the collection view's size and the insets sections are measured from.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The size a layout is computed in and its insets, as UIKit's protocol.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The collection view's bounds size.
    var contentSize: CGSize { get }
    /// `contentSize` less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets of the configuration's content-insets reference, across the scroll axis.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The same insets as `contentInsets`: the reference's insets are the only ones the layout adds.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
#endif
