#if !canImport(UIKit)
extension UICollectionView {
    /// The colour the collection view paints behind its elements: its `backgroundColor`, else, under a grouped or
    /// inset-grouped list layout, `systemGroupedBackground`, the colour the Human Interface Guidelines ("Color",
    /// background colors) give grouped content such as lists (UIKit's list layout paints it when the app set none).
    var drawnBackgroundColor: UIColor? {
        if let color = backgroundColor { return color }
        switch (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listAppearance {
        case .grouped, .insetGrouped: return .systemGroupedBackground
        default: return nil
        }
    }
}
#endif
