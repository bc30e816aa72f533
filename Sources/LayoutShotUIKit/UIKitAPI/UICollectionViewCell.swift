#if !canImport(UIKit)
/// A cell, as UIKit's class: the host makes one through the data source for every cell it draws and applies
/// its attributes to it.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The content view once made (when first asked for).
    private var madeContentView: UIView?
    /// The view cell content goes into, as big as the cell (it follows the cell's size as UIKit's autoresizing
    /// makes it when the host applies attributes).
    open var contentView: UIView {
        if let madeContentView { return madeContentView }
        let view = UIView(frame: bounds)
        addSubview(view)
        madeContentView = view
        return view
    }
    /// A view behind the content; kept.
    open var backgroundView: UIView?
    /// A view behind the content while selected; kept.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected; recorded only.
    open var isSelected = false
    /// Whether the cell is highlighted; recorded only.
    open var isHighlighted = false

    /// Gives the content view the cell's size, as its autoresizing mask does in UIKit.
    func fitContentView() {
        madeContentView?.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
#endif
