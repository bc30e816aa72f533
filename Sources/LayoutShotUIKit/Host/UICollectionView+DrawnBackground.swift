#if !canImport(UIKit)
extension UICollectionView {
    /// The colour the collection view paints behind its elements: its `backgroundColor`, else, under a grouped,
    /// inset-grouped or sidebar list layout, `systemGroupedBackground`, the colour the Human Interface Guidelines
    /// ("Color", background colors) give grouped content such as lists (UIKit's list layout paints it when the app
    /// set none; for a sidebar on a phone, as a public sidebar app's screenshot shows, vvbutko's
    /// Swift-UICollectionView-CompositionalLayout-UIKit README, with no colour set in its code).
    var drawnBackgroundColor: UIColor? {
        if let color = backgroundColor { return color }
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        // A layout made by a section provider is painted as its first list section is.
        let appearance = layout.listAppearance ?? layout.state.listAppearances.lazy.compactMap { $0 }.first
        switch appearance {
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        default: return nil
        }
    }
}
#endif
