#if !canImport(UIKit)
/// Supplies the collection's counts (and, in an app, its views), as UIKit's protocol.
///
/// UIKit's optional methods are requirements with default implementations here: there is no
/// Objective-C runtime on Linux to ask whether a method exists.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item; app code calls it, and so does the host to size self-sizing cells.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A header, footer or other supplementary view; app code calls it, and the host to size self-sizing views.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item may be moved; `false` by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The app moved an item in its data; nothing by default.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view, where UIKit would raise an exception for a missing implementation.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    /// `false`, as UIKit's default.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Nothing, as UIKit's default.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
#endif
