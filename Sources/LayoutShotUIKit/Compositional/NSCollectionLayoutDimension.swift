#if !canImport(UIKit)
import LayoutCore

/// One side of an element's size, as UIKit's class: a fraction of the container, points, or an estimate.
///
/// An estimated dimension is laid out at its estimate until the host's self-sizing pass measures the view (its
/// constraints, content configuration, or `LayoutHost.sizeProvider`); a view that measures nothing keeps it.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    let value: CompositionalDimension

    init(_ value: CompositionalDimension) {
        self.value = value
        super.init()
    }

    /// An estimate shared by the siblings in a group that use it: once measured, each takes the largest
    /// of their sizes (iOS 17).
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    /// Whether siblings share the largest one's measured size (iOS 17).
    public var isUniformAcrossSiblings: Bool { value.isUniformAcrossSiblings }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth(Double(fractionalWidth))) }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight(Double(fractionalHeight))) }
    /// A fixed length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(Double(absoluteDimension))) }
    /// A self-sizing length: the estimate until the view is measured.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated(Double(estimatedDimension))) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = value { true } else { false } }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = value { true } else { false } }
    /// Whether the dimension is in points.
    public var isAbsolute: Bool { if case .absolute = value { true } else { false } }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { value.isEstimated }

    /// The fraction, points or estimate the dimension was made with.
    public var dimension: CGFloat {
        switch value {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
             .uniformAcrossSiblings(let v): CGFloat(v)
        }
    }

    /// The same dimension; it is immutable, so the copy is itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when made the same way with the same value.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutDimension else { return false }
        return other.value == value
    }

    /// Consistent with `isEqual(_:)`.
    public override var hash: Int { value.hashValue }
}
#endif
