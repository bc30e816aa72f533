#if !canImport(ObjectiveC)
/// The target–selector forms of `Timer`, which Foundation on Linux lacks (it has only the block forms).
///
/// Without the Objective-C runtime no method can be called by its selector, and the host never runs a run
/// loop, so such a timer never calls its target: not when a run loop runs, not on `fire()`. It is made valid
/// with the interval and `repeats` given and added to no run loop, so `isValid`, `timeInterval` and
/// `invalidate()` behave; `userInfo` is `nil`. Code that needs a timer to fire in a test uses the block form,
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, and runs the run loop itself.
extension Timer {
    /// A timer that would call `aSelector` on `aTarget` every `ti` seconds; it never calls it here.
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
    }

    /// Makes the timer of `init(timeInterval:target:selector:userInfo:repeats:)`; Foundation schedules it on the
    /// current run loop, here it is scheduled nowhere, as it could call nothing.
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }
}
#endif
