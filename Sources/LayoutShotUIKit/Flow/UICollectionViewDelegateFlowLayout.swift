#if !canImport(UIKit)
/// Per-section and per-item sizes, insets and spacings for `UICollectionViewFlowLayout`, as UIKit's protocol.
///
/// UIKit's methods are optional; here they are throwing requirements whose defaults throw
/// ``UnimplementedOptionalRequirement``, so `try? delegate?.collectionView(…)` is nil where the delegate does not
/// implement one, as `delegate?.collectionView?(…)` is on iOS, and the flow layout then uses its own property.
/// A delegate's plain, non-throwing method satisfies the requirement. Implement them in the class that declares
/// the conformance: a method added only in a subclass is not seen through the protocol.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) throws -> CGSize
    /// The insets of `section`'s item area.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int) throws -> UIEdgeInsets
    /// The spacing between lines of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) throws -> CGFloat
    /// The smallest spacing between items of a line of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) throws -> CGFloat
    /// The header's size; only the extent along the scroll axis is used.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) throws -> CGSize
    /// The footer's size; only the extent along the scroll axis is used.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int) throws -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Not implemented: the flow layout uses its `itemSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) throws -> CGSize {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:sizeForItemAt:)")
    }

    /// Not implemented: the flow layout uses its `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) throws -> UIEdgeInsets {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:insetForSectionAt:)")
    }

    /// Not implemented: the flow layout uses its `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:minimumLineSpacingForSectionAt:)")
    }

    /// Not implemented: the flow layout uses its `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)")
    }

    /// Not implemented: the flow layout uses its `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) throws -> CGSize {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:referenceSizeForHeaderInSection:)")
    }

    /// Not implemented: the flow layout uses its `footerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) throws -> CGSize {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:referenceSizeForFooterInSection:)")
    }
}
#endif
