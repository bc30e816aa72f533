#if !canImport(UIKit)
/// Supplies the collection's counts (and, in an app, its views), as UIKit's protocol.
///
/// UIKit's optional methods are throwing requirements here whose defaults throw ``UnimplementedOptionalRequirement``
/// (there is no Objective-C runtime on Linux to ask whether a method exists; a data source's plain method satisfies
/// them), so `try?` gives nil where the data source does not implement one, as the optional call does on iOS.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item; app code calls it, and so does the host to size self-sizing cells.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; UIKit takes 1 where it is not implemented.
    func numberOfSections(in collectionView: UICollectionView) throws -> Int
    /// A header, footer or other supplementary view; app code calls it, and the host to size self-sizing views
    /// (an empty view where it is not implemented, where UIKit would raise an exception).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> UICollectionReusableView
    /// Whether the item may be moved; UIKit takes `false` where it is not implemented.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) throws -> Bool
    /// The app moved an item in its data.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) throws
}

extension UICollectionViewDataSource {
    /// Not implemented.
    public func numberOfSections(in collectionView: UICollectionView) throws -> Int {
        throw UnimplementedOptionalRequirement("numberOfSections(in:)")
    }

    /// Not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> UICollectionReusableView {
        throw UnimplementedOptionalRequirement("collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    /// Not implemented.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("collectionView(_:canMoveItemAt:)")
    }

    /// Not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:moveItemAt:to:)")
    }
}
#endif
