#if !canImport(UIKit)
extension UIView {
    /// Gives every view of the subtree the frame its active constraints give it, this view's bounds held; a
    /// collection view lays out its own cells instead. Required constraints that conflict are left out, as UIKit
    /// breaks them ("Unable to simultaneously satisfy constraints"), and printed once per pass.
    func applyConstraintLayout() {
        guard !(self is UIScrollView), let system = ConstraintSystem(root: self) else { return }
        let solved = system.solve(.bounds)
        for (view, frame) in solved.frames where !view.translatesAutoresizingMaskIntoConstraints { view.frame = frame }
        for constraint in solved.broken { print("LayoutShot: unable to satisfy \(constraint.layoutDescription); it is left out") }
    }

    /// The size the subtree's constraints give this view at `targetSize` held at the two fitting priorities, `nil`
    /// when no view of the subtree has an active constraint.
    func constraintFittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize? {
        guard let system = ConstraintSystem(root: self) else { return nil }
        let size = system.solve(.fitting(targetSize, horizontal: horizontal, vertical: vertical)).size
        return CGSize(width: horizontal >= .required ? targetSize.width : size.width, height: vertical >= .required ? targetSize.height : size.height)
    }
}

extension NSLayoutConstraint {
    /// The constraint as a line of a message: `UILabel.leading == UIView.leadingMargin + 8 @750`.
    var layoutDescription: String {
        func name(_ item: AnyObject?) -> String { item.map { String(describing: type(of: $0)) } ?? "nil" }
        let relation = switch self.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var text = "\(name(firstItem)).\(firstAttribute) \(relation)"
        if secondItem != nil { text += " \(name(secondItem)).\(secondAttribute)" + (multiplier == 1 ? "" : " × \(multiplier)") }
        if constant != 0 || secondItem == nil { text += " \(constant < 0 ? "-" : "+") \(abs(constant))" }
        if priority < .required { text += " @\(Int(priority.rawValue))" }
        return text
    }
}
#endif
