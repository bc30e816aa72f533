#if !canImport(UIKit)
/// What an invalidation covers, as UIKit's class: everything, the data source's counts, or named items,
/// supplementary and decoration views, plus adjustments the collection view applies to its offset and size.
///
/// The collection view makes one for each invalidation: `invalidateLayout()` one that invalidates everything,
/// `reloadData()` one that also invalidates the counts, a bounds change the one `invalidationContext(forBoundsChange:)`
/// returns. Layouts subclass it through `invalidationContextClass` to carry their own flags.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is invalid; set by the collection view, read-only for layouts as in UIKit.
    open internal(set) var invalidateEverything = false
    /// Whether the number of sections or items may have changed; implies `invalidateEverything` in UIKit's usage.
    open internal(set) var invalidateDataSourceCounts = false
    /// Added to the content offset once the invalidation is applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the content size once the invalidation is applied, until the layout reports its new size.
    open var contentSizeAdjustment: CGSize = .zero

    /// The items named by `invalidateItems(at:)`, in the order named; `nil` when none were.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named by `invalidateSupplementaryElements(ofKind:at:)`, by kind; `nil` when none were.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named by `invalidateDecorationElements(ofKind:at:)`, by kind; `nil` when none were.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// An empty context: nothing invalidated yet. Not `required`, as in UIKit, so subclasses override it freely.
    public override init() {
        super.init()
    }

    /// A context made from the class `invalidationContextClass` names, through `init()` (a subclass's override
    /// runs). UIKit makes it through the Objective-C runtime; a subclass that overrides `init()` or declares no
    /// initializer inherits this one.
    public required convenience init(ofContextClass: Void) {
        self.init()
    }

    /// Names items whose attributes must be computed again.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views of `elementKind` whose attributes must be computed again.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = Self.adding(indexPaths, ofKind: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Names decoration views of `elementKind` whose attributes must be computed again.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = Self.adding(indexPaths, ofKind: elementKind, to: invalidatedDecorationIndexPaths)
    }

    private static func adding(
        _ indexPaths: [IndexPath], ofKind kind: String, to paths: [String: [IndexPath]]?
    ) -> [String: [IndexPath]] {
        var paths = paths ?? [:]
        paths[kind, default: []] += indexPaths
        return paths
    }
}
#endif
