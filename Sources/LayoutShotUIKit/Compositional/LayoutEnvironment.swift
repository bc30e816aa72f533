#if !canImport(UIKit)
import LayoutCore

/// The environment `UICollectionViewCompositionalLayout` hands its section provider: the engine's container
/// for the collection view, and the collection view's traits.
@MainActor
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let effectiveContentSize: CGSize
    let traitCollection: UITraitCollection

    init(_ environment: CompositionalEnvironment, traitCollection: UITraitCollection) {
        contentSize = CGSize(environment.container.contentSize)
        let insets = environment.container.contentInsets
        contentInsets = NSDirectionalEdgeInsets(
            top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.right))
        effectiveContentSize = CGSize(environment.container.effectiveContentSize)
        self.traitCollection = traitCollection
        super.init()
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
#endif
