#if !canImport(UIKit)
import LayoutCore

/// Space between items, as UIKit's class: exactly some points, or at least some points and a share of what is left.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    let value: CompositionalSpacing

    init(_ value: CompositionalSpacing) {
        self.value = value
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(Double(fixedSpacing))) }
    /// At least `flexibleSpacing` points, plus an equal share of the free space with the other flexible spacings.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(.flexible(Double(flexibleSpacing))) }

    /// The fixed spacing, or the flexible spacing's minimum.
    public var spacing: CGFloat { CGFloat(value.minimum) }
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !value.isFlexible }
    /// Whether the spacing is flexible.
    public var isFlexibleSpacing: Bool { value.isFlexible }

    /// The same spacing; it is immutable, so the copy is itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
