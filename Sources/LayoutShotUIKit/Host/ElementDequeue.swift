#if !canImport(UIKit)
import LayoutCore

/// The element whose view the data source is being asked for, so that dequeuing its view applies its attributes
/// there and then, as UIKit does: `dequeueReusableCell(withReuseIdentifier:for:)` and
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` take the index path for that (Apple's
/// documentation of both methods: the index path lets the collection view configure the view for its position),
/// so whatever the data source or a registration's handler sets on the view afterwards (`isHidden`, `alpha`, ...)
/// stands.
@MainActor
struct ElementDequeue {
    /// The element's kind string; `nil` for a cell.
    let kind: String?
    /// The element's index path.
    let indexPath: IndexPath
    /// The attributes object handed to the view's `apply(_:)`.
    let attributes: UICollectionViewLayoutAttributes
    /// The view's centre and size, from the attributes' (possibly mirrored) frame.
    let center: CGPoint
    let size: CGSize
    /// The last view dequeued for this element, which already holds its attributes.
    private(set) var view: UICollectionReusableView?

    init(kind: String?, indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes, center: CGPoint, size: CGSize) {
        self.kind = kind
        self.indexPath = indexPath
        self.attributes = attributes
        self.center = center
        self.size = size
    }

    /// Applies the attributes to `view` when it is dequeued for this element (same kind and index path).
    mutating func dequeued(_ view: UICollectionReusableView, kind: String?, at indexPath: IndexPath) {
        guard kind == self.kind, indexPath == self.indexPath else { return }
        apply(to: view)
        self.view = view
    }

    /// Sets every property the attributes carry on `view` (centre, size, `transform3D`, alpha, zIndex, hidden
    /// state), then calls its `apply(_:)` (whose default does nothing, per Apple's documentation of
    /// `UICollectionReusableView.apply(_:)`: the collection view sets those properties itself).
    func apply(to view: UICollectionReusableView) {
        view.center = center
        view.bounds.size = size
        view.layerTransform = attributes.transform3D
        view.alpha = attributes.alpha
        view.layerZPosition = CGFloat(attributes.zIndex)
        view.isHidden = attributes.isHidden
        if let cell = view as? UICollectionViewListCell {
            cell.listAppearance = attributes.layoutShotListAppearance
            cell.isListHeaderItem = attributes.layoutShotCellKind == CompositionalListConfiguration.headerItemElementKind
        }
        view.apply(attributes)
        (view as? UICollectionViewCell)?.fitContentView()
    }
}
#endif
