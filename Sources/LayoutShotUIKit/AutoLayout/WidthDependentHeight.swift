#if !canImport(UIKit)
/// A view whose height under Auto Layout follows the width the constraints give it (wrapping text): UIKit lays it
/// out twice, measuring the height again at the width of the first pass, and so does `ConstraintSystem`.
@MainActor
protocol WidthDependentHeight: UIView {
    /// Whether a first pass that gave the view `width` calls for its height to be measured again.
    func remeasures(atWidth width: CGFloat) -> Bool
    /// The height the view wants at `width`.
    func height(atWidth width: CGFloat) -> CGFloat
}

extension UILabel: WidthDependentHeight {
    /// A wrapping label narrower than its text on one line.
    func remeasures(atWidth width: CGFloat) -> Bool { numberOfLines != 1 && width < intrinsicContentSize.width }

    func height(atWidth width: CGFloat) -> CGFloat {
        sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}

extension UIListContentView: WidthDependentHeight {
    /// Always: its texts wrap and its margins follow the width.
    func remeasures(atWidth width: CGFloat) -> Bool { true }

    func height(atWidth width: CGFloat) -> CGFloat { fittingHeight(width: width) }
}
#endif
