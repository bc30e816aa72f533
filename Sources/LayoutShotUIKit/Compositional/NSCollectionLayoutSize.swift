#if !canImport(UIKit)
import LayoutCore

/// A width and a height dimension, as UIKit's class.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The engine's value of the same size.
    var value: CompositionalSize {
        CompositionalSize(widthDimension: widthDimension.value, heightDimension: heightDimension.value)
    }

    /// The wrapper of an engine size, for sections the engine builds (lists).
    convenience init(_ value: CompositionalSize) {
        self.init(
            widthDimension: NSCollectionLayoutDimension(value.widthDimension),
            heightDimension: NSCollectionLayoutDimension(value.heightDimension))
    }

    /// The same size; it is immutable, so the copy is itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
