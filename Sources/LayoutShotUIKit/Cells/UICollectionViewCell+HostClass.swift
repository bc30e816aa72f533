#if !canImport(UIKit)
extension UICollectionViewCell {
    /// Whether the cell is of the host's own classes (`UICollectionViewCell`, `UICollectionViewListCell`), whose
    /// overridable members are the host's: an app's subclass may override any of them.
    var isHostClass: Bool {
        let type = ObjectIdentifier(Swift.type(of: self))
        return type == ObjectIdentifier(UICollectionViewCell.self) || type == ObjectIdentifier(UICollectionViewListCell.self)
    }
}
#endif
