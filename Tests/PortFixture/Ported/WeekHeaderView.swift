import LayoutShotUIKit

/// A library's base view whose sizing methods are declared in an extension; apps subclass it and override them.
open class WeekHeaderView: UIView {
    /// Days shown.
    open func columnCount() -> Int { 7 }

    /// One row's height.
    open var rowHeight: CGFloat { 44 }
}

extension WeekHeaderView {

    /// The header's height, as the library computes it: its rows times their height.
    public func headerHeight(rows: Int) -> CGFloat { CGFloat(rows) * rowHeight }
}
