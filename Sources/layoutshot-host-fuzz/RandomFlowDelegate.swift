import LayoutShotUIKit

/// A flow delegate answering from a seed: sizes, insets and spacings that may be 0, negative, huge or NaN.
final class RandomFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let seed: UInt64

    init(seed: UInt64) { self.seed = seed }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        var random = mixed(seed, indexPath.section, indexPath.item)
        return random.size()
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        var random = mixed(seed, section, -1)
        return random.insets()
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        var random = mixed(seed, section, -2)
        return random.length(0...20)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        var random = mixed(seed, section, -3)
        return random.length(0...20)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        var random = mixed(seed, section, -4)
        return random.chance(0.5) ? .zero : random.size(10...80)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        var random = mixed(seed, section, -5)
        return random.chance(0.6) ? .zero : random.size(10...80)
    }
}
