#if !canImport(UIKit)
/// The keyboard's notification names and user-info keys, as UIKit declares them on `UIResponder`. There is
/// no keyboard here, so nothing posts them; code observing them compiles and is never called.
extension UIResponder {
    /// Posted before the keyboard shows.
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification =
        NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification =
        NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    /// User-info key of the keyboard's frame before the change (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// User-info key of the keyboard's frame after the change (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// User-info key of the animation's duration in seconds (an `NSNumber`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// User-info key of the animation's curve (an `NSNumber` of a `UIView.AnimationCurve`).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}
#endif
