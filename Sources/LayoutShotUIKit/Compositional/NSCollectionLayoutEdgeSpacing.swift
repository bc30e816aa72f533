#if !canImport(UIKit)
import LayoutCore

/// Space around an item between it and its neighbours or its group's edges, as UIKit's class.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    /// Space before the leading edge; `nil` is none.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge; `nil` is none.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge; `nil` is none.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge; `nil` is none.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; `nil` edges get no space.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// The engine's value of the same spacing.
    var value: CompositionalEdgeSpacing {
        CompositionalEdgeSpacing(leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }

    /// The same spacing; it is immutable, so the copy is itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
