#if !canImport(UIKit)
/// A flow layout's invalidation, as UIKit's class: whether the delegate's sizes, insets and spacings must be
/// asked for again, and whether the flow's attributes must be placed again. Both default to `true`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's metrics must be asked for again; `false` keeps them across the invalidation.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the items must be placed again; `false` keeps their frames (pinned views still move).
    open var invalidateFlowLayoutAttributes = true
}
#endif
