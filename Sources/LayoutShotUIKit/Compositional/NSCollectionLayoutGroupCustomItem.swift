#if !canImport(UIKit)
import LayoutCore

/// One cell of a custom group, as UIKit's class: a frame relative to the group's origin.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    /// The cell's frame relative to the group's top-left corner.
    public let frame: CGRect
    /// The cell's drawing order.
    public let zIndex: Int

    /// A cell at `frame`, drawn in order 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// A cell at `frame`, drawn in order `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    /// The engine's value of the same cell.
    var value: CompositionalGroupCustomItem { CompositionalGroupCustomItem(frame: Rect2D(frame), zIndex: zIndex) }

    /// The same item; it is immutable, so the copy is itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The closure a custom group asks for its cells' frames, as UIKit's type alias.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
#endif
