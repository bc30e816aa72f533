import UIKit

// The layout pass, in an extension as some apps keep it.
extension WaterfallLayout {
    override open func prepare() {
        super.prepare()
        endPass()
    }

    override open var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: itemHeight * CGFloat(columnCount))
    }

    /// An extension may still add methods of its own.
    public func describe() -> String {
        "\(columnCount) columns"
    }
}
