#if !canImport(UIKit)
extension UIView {
    /// Adds `constraint` to the view's constraints and activates it; it is kept, never solved.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        addConstraints([constraint])
    }

    /// Adds `constraints` to the view's constraints and activates them; they are kept, never solved.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        heldConstraints.append(contentsOf: constraints)
        NSLayoutConstraint.activate(constraints)
    }

    /// Removes `constraint` from the view's constraints and deactivates it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        removeConstraints([constraint])
    }

    /// Removes `constraints` from the view's constraints and deactivates them.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        heldConstraints.removeAll { held in constraints.contains { $0 === held } }
        NSLayoutConstraint.deactivate(constraints)
    }

    /// The constraints added to this view.
    public var constraints: [NSLayoutConstraint] { heldConstraints }
}
#endif
