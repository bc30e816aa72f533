import UIKit

/// Heights and columns of a waterfall, asked of the app's view controller.
@objc public protocol WaterfallLayoutDelegate: NSObjectProtocol {
    /// The height of the item at `indexPath`; the layout's `itemHeight` when not implemented.
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath) -> CGFloat
    /// The number of columns of `section`.
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, columnsIn section: Int) -> Int
    /// Told when a layout pass ends.
    @objc optional func waterfallLayoutDidPrepare(_ layout: WaterfallLayout)
    /// The layout's name in logs.
    func name(of layout: WaterfallLayout) -> String
}

/// A delegate that can also size section headers.
@objc public protocol WaterfallHeaderDelegate: WaterfallLayoutDelegate {
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, headerHeightIn section: Int) -> CGFloat
}
