import UIKit

/// A library's base view whose sizing methods are declared in an extension; apps subclass it and override them.
open class WeekHeaderView: UIView {}

extension WeekHeaderView {
    /// Days shown.
    @objc open func columnCount() -> Int { 7 }

    /// One row's height.
    @objc open var rowHeight: CGFloat { 44 }

    /// The header's height, as the library computes it: its rows times their height.
    public func headerHeight(rows: Int) -> CGFloat { CGFloat(rows) * rowHeight }
}
