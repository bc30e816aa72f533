#if !canImport(UIKit)
extension UICollectionView {
    /// `performBatchUpdates(_:completion:)` with a block that does not escape. UIKit marks the block
    /// `NS_NOESCAPE` (it runs before the method returns), so app code may call a non-escaping closure parameter
    /// inside it, which Swift allows only for a non-escaping parameter; an optional closure parameter always
    /// escapes in Swift, so this overload takes the block literal such code passes. The block runs before this
    /// returns, as on iOS, through the overridable method.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/1618045-performbatchupdates
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { updates in
            performBatchUpdates(Optional(updates), completion: completion)
        }
    }
}
#endif
