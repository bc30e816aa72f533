#if !canImport(UIKit)
extension UICollectionView {
    /// How to make and configure a cell for an item, as UIKit's structure: the cell class is registered under an
    /// identifier of its own the first time the registration is used, and `handler` configures each dequeued cell.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let identifier: String

        /// A registration configuring cells of `Cell` with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "LayoutShot.CellRegistration." + String(describing: Cell.self)
        }
    }

    /// How to make and configure a supplementary view, as UIKit's structure.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of a kind for an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let handler: Handler
        let identifier: String

        /// A registration of views of `Supplementary` for `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = "LayoutShot.SupplementaryRegistration." + String(describing: Supplementary.self)
        }
    }

    /// A cell of `registration` for `item` at `indexPath`, dequeued (its attributes applied) and configured by the
    /// registration's handler, as UIKit does.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let typed = cell as? Cell else { return Cell() }
        if let item { registration.handler(typed, indexPath, item) }
        return typed
    }

    /// A supplementary view of `registration` at `indexPath`, dequeued and configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        let view = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let typed = view as? Supplementary else { return Supplementary() }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}
#endif
