#if !canImport(UIKit)
/// The collection view's delegate, as UIKit's protocol; layouts read it through `as?` casts to their own protocols.
/// UIKit's optional methods are throwing requirements here whose defaults throw
/// ``UnimplementedOptionalRequirement`` (there is no Objective-C runtime to ask whether a method exists; a
/// delegate's plain method satisfies them), so `try?` gives nil where the delegate does not implement one, as the
/// optional call does on iOS. The host calls `collectionView(_:willDisplay:forItemAt:)` and
/// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)` for each view it draws, after applying
/// its attributes; the selection methods are for the app's own calls.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether the item may be selected; UIKit takes `true` where it is not implemented.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) throws -> Bool
    /// The item was selected.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) throws
    /// The item was deselected.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) throws
    /// Whether the item highlights when touched; UIKit takes `true` where it is not implemented.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) throws -> Bool
    /// A cell is about to show, its attributes applied.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) throws
    /// A supplementary view is about to show, its attributes applied.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath) throws
    /// A cell stopped showing.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) throws
    /// The layout that runs an interactive transition; where it is not implemented the collection view makes a
    /// plain `UICollectionViewTransitionLayout`.
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) throws -> UICollectionViewTransitionLayout
}

extension UICollectionViewDelegate {
    /// Not implemented.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("collectionView(_:shouldSelectItemAt:)")
    }

    /// Not implemented.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:didSelectItemAt:)")
    }

    /// Not implemented.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:didDeselectItemAt:)")
    }

    /// Not implemented.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("collectionView(_:shouldHighlightItemAt:)")
    }

    /// Not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:willDisplay:forItemAt:)")
    }

    /// Not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)")
    }

    /// Not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:didEndDisplaying:forItemAt:)")
    }

    /// Not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) throws -> UICollectionViewTransitionLayout {
        throw UnimplementedOptionalRequirement("collectionView(_:transitionLayoutForOldLayout:newLayout:)")
    }
}
#endif
