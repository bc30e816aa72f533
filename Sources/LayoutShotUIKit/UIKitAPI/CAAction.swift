#if !canImport(UIKit)
/// What a layer runs when one of its properties changes, as Core Animation's protocol: a layer's `actions` map
/// property names to these, and `NSNull` is the action that does nothing. Nothing animates here, so no layer
/// runs one; app code may.
public protocol CAAction {
    /// Runs the action for the property change `event` of `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// The action that turns a property's implicit animation off (`layer.actions = ["bounds": NSNull()]`).
extension NSNull: CAAction {
    /// Does nothing, as Core Animation's null action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
#endif
