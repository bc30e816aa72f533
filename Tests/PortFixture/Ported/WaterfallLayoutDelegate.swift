import LayoutShotUIKit

/// Heights and columns of a waterfall, asked of the app's view controller.
public protocol WaterfallLayoutDelegate: AnyObject {
    /// The height of the item at `indexPath`; the layout's `itemHeight` when not implemented.
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath) throws -> CGFloat
    /// The number of columns of `section`.
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, columnsIn section: Int) throws -> Int
    /// Told when a layout pass ends.
    func waterfallLayoutDidPrepare(_ layout: WaterfallLayout) throws
    /// The layout's name in logs.
    func name(of layout: WaterfallLayout) -> String
}

extension WaterfallLayoutDelegate {
    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:heightForItemAt:)")
    }

    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, columnsIn section: Int) throws -> Int {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:columnsIn:)")
    }

    public func waterfallLayoutDidPrepare(_ layout: WaterfallLayout) throws {
        throw UnimplementedOptionalRequirement("waterfallLayoutDidPrepare(_:)")
    }
}

/// A delegate that can also size section headers.
public protocol WaterfallHeaderDelegate: WaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, headerHeightIn section: Int) throws -> CGFloat
}

extension WaterfallHeaderDelegate {
    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, headerHeightIn section: Int) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:headerHeightIn:)")
    }
}
