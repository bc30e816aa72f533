#if !canImport(UIKit)
extension NSLayoutConstraint {
    /// The view an active constraint is kept on: its first item, or the view owning its first item (a guide).
    var installedView: UIView? {
        if let view = firstItem as? UIView { return view }
        return (firstItem as? UILayoutGuide)?.owningView
    }
}

extension UIView {
    /// Keeps `constraint` among this view's active constraints, or lets it go, as activation asks.
    func install(_ constraint: NSLayoutConstraint, active: Bool) {
        if active {
            activeConstraints.append(constraint)
        } else {
            activeConstraints.removeAll { $0 === constraint }
        }
    }

    /// How strongly the view resists growing past its intrinsic size along `axis`; 250 unless set.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
    }

    /// Sets the hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.0 = priority } else { huggingPriorities.1 = priority }
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`; 750 unless set.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.0 = priority } else { compressionPriorities.1 = priority }
    }
}
#endif
