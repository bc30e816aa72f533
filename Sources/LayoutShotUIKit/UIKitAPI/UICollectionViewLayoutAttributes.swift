#if !canImport(UIKit)
import LayoutCore

/// Where one cell, supplementary view or decoration view goes, as UIKit's class.
///
/// `frame`, `center`, `size` and `bounds` are one geometry seen four ways, kept consistent as UIKit does:
/// setting `center` moves the frame, setting `size` or `bounds` resizes it about its centre. `frame` is the
/// untransformed frame; `transform` and `transform3D` apply about the centre and are also one value.
/// Subclasses that add properties override `copy(with:)` and `isEqual(_:)` as UIKit documents. Main-actor
/// isolated with preconcurrency semantics, as UIKit's class is imported, so Swift 5 code may use it anywhere.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The untransformed frame in content coordinates.
    open var frame: CGRect = .zero
    /// The 3-D transform; its screen-plane part is what is drawn.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// Opacity, 0 (invisible) to 1.
    open var alpha: CGFloat = 1
    /// Drawing order: higher values cover lower ones.
    open var zIndex = 0
    /// Whether the element is left out of what is drawn.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind string of a supplementary or decoration view; `nil` for cells.
    open internal(set) var representedElementKind: String?
    /// The engine's corner radius (an inset-grouped list's rounded background), kept so it reaches the resolved
    /// layout; UIKit has no such property (its views round their own layers), so it stays internal.
    var layoutShotCornerRadius: CGFloat = 0
    /// The engine's drawing hints of a list, kept for the resolved layout as the corner radius is: the colour of a
    /// list background, and `list-header-item` on a `firstItemInSection` header cell (UIKit styles that cell itself).
    var layoutShotColor: RGBAColor?
    /// See `layoutShotColor`.
    var layoutShotCellKind: String?
    /// The appearance of the list a cell is a row of, which its default content and background follow; `nil`
    /// outside list sections.
    var layoutShotListAppearance: UICollectionLayoutListConfiguration.Appearance?

    /// Attributes for a cell at index path [0, 0]; subclasses that add properties inherit it, so `copy()` works.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (header, footer or your own kind) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The frame's centre; setting it moves the frame and keeps its size.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2)
        }
    }

    /// The frame's size; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let keptCenter = center
            frame.size = newValue
            center = keptCenter
        }
    }

    /// The element's own coordinate space: origin zero, the frame's size; setting it resizes about the centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// The screen-plane part of `transform3D`; setting it replaces `transform3D` with the flat transform.
    open var transform: CGAffineTransform {
        get { transform3D.affinePart }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A new instance of the same class with the same values; subclasses call `super` and copy their own.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.layoutShotCornerRadius = layoutShotCornerRadius
        copy.layoutShotColor = layoutShotColor
        copy.layoutShotCellKind = layoutShotCellKind
        copy.layoutShotListAppearance = layoutShotListAppearance
        return copy
    }

    /// Equal when of the same class with the same values, as UIKit compares attributes. NSObject's equality
    /// is nonisolated; attributes, like UIKit's, are used on the main thread only.
    open nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return MainActor.assumeIsolated {
            frame == other.frame && transform3D == other.transform3D && alpha == other.alpha
                && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
                && representedElementCategory == other.representedElementCategory
                && representedElementKind == other.representedElementKind
                && layoutShotCornerRadius == other.layoutShotCornerRadius && layoutShotColor == other.layoutShotColor
                && layoutShotCellKind == other.layoutShotCellKind
                && layoutShotListAppearance == other.layoutShotListAppearance
        }
    }

    /// Consistent with `isEqual(_:)`.
    open nonisolated override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(representedElementCategory)
            hasher.combine(representedElementKind)
            return hasher.finalize()
        }
    }

    /// The element and its frame, for messages and debugging.
    open nonisolated override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)) \(LayoutFault.describe(self)) frame=\(frame)>" }
    }
}
#endif
