#if !canImport(UIKit)
/// What a size provider is asked for one element while the host sizes it: which element, the size the
/// layout proposed (the estimate) and, per axis, whether that extent is fixed (`.required`) or the
/// element's to choose (a lower priority, usually `.fittingSizeLevel`).
public struct SelfSizingRequest: Hashable, Sendable {
    /// The element's index path.
    public var indexPath: IndexPath
    /// Cell or supplementary view.
    public var category: UICollectionView.ElementCategory
    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`, ...); `nil` for cells.
    public var elementKind: String?
    /// The size the element is fitted to: the layout's estimate, or what a cell passed to `systemLayoutSizeFitting`.
    public var targetSize: CGSize
    /// How firmly the width is held to `targetSize.width`; `.required` means the width is fixed.
    public var horizontalFittingPriority: UILayoutPriority
    /// How firmly the height is held to `targetSize.height`; `.required` means the height is fixed.
    public var verticalFittingPriority: UILayoutPriority

    /// A request; the host makes them, tests of providers may too.
    public init(
        indexPath: IndexPath, category: UICollectionView.ElementCategory, elementKind: String? = nil,
        targetSize: CGSize, horizontalFittingPriority: UILayoutPriority = .fittingSizeLevel,
        verticalFittingPriority: UILayoutPriority = .fittingSizeLevel
    ) {
        self.indexPath = indexPath
        self.category = category
        self.elementKind = elementKind
        self.targetSize = targetSize
        self.horizontalFittingPriority = horizontalFittingPriority
        self.verticalFittingPriority = verticalFittingPriority
    }

    /// Whether the width is fixed to the target's, so a provider measures the height for that width.
    public var hasFixedWidth: Bool { horizontalFittingPriority >= .required }
    /// Whether the height is fixed to the target's.
    public var hasFixedHeight: Bool { verticalFittingPriority >= .required }
}
#endif
