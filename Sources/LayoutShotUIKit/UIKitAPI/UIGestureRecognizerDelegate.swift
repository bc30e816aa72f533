#if !canImport(UIKit)
/// What a gesture recognizer asks its delegate, as UIKit's protocol. UIKit's optional methods are throwing
/// requirements here whose defaults throw ``UnimplementedOptionalRequirement`` (there is no Objective-C runtime to
/// ask whether a method exists; a delegate's plain method satisfies them), so `try?` gives nil where the delegate
/// does not implement one, as the optional call does on iOS. UIKit's fallback is noted on each.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may begin; UIKit takes `true` where it is not implemented.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) throws -> Bool
    /// Whether both may recognize at once; UIKit takes `false` where it is not implemented.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) throws -> Bool
    /// Whether the recognizer waits for the other to fail; UIKit takes `false` where it is not implemented.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) throws -> Bool
    /// Whether the other waits for this recognizer to fail; UIKit takes `false` where it is not implemented.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) throws -> Bool
    /// Whether the recognizer sees `touch`; UIKit takes `true` where it is not implemented.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) throws -> Bool
    /// Whether the recognizer sees `event`; UIKit takes `true` where it is not implemented.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) throws -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Not implemented.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) throws -> Bool {
        throw UnimplementedOptionalRequirement("gestureRecognizerShouldBegin(_:)")
    }

    /// Not implemented.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) throws -> Bool {
        throw UnimplementedOptionalRequirement("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)")
    }

    /// Not implemented.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) throws -> Bool {
        throw UnimplementedOptionalRequirement("gestureRecognizer(_:shouldRequireFailureOf:)")
    }

    /// Not implemented.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) throws -> Bool {
        throw UnimplementedOptionalRequirement("gestureRecognizer(_:shouldBeRequiredToFailBy:)")
    }

    /// Not implemented.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) throws -> Bool {
        throw UnimplementedOptionalRequirement("gestureRecognizer(_:shouldReceive:)")
    }

    /// Not implemented.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) throws -> Bool {
        throw UnimplementedOptionalRequirement("gestureRecognizer(_:shouldReceive:)")
    }
}
#endif
