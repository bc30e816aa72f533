#if !canImport(UIKit)
/// A timer tied to the screen's refresh, as Core Animation's class. Pictures here are still, so a link never
/// fires; it keeps its target, selector and settings so that animation code compiles and can be inspected.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The object the link would call.
    public private(set) weak var target: AnyObject?
    /// The method the link would call on `target`.
    public let selector: Selector
    /// Whether the link is paused.
    open var isPaused = false
    /// Frames a second the link asks for; kept.
    open var preferredFramesPerSecond = 0
    /// Screen refreshes between calls, as UIKit's deprecated property (1: every frame); kept, and independent
    /// of `preferredFramesPerSecond`, as nothing fires here.
    @available(*, deprecated, message: "use preferredFramesPerSecond")
    open var frameInterval = 1
    /// When the last frame was shown: 0, as none is.
    open var timestamp: TimeInterval { 0 }
    /// When the next frame shows: 0, as none does.
    open var targetTimestamp: TimeInterval { 0 }
    /// Seconds between frames: a 60 Hz screen's.
    open var duration: TimeInterval { 1.0 / 60 }
    /// Whether the link was added to a run loop and not invalidated since.
    public private(set) var isScheduled = false

    /// A link calling `sel` on `target` each frame.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Schedules the link; it never fires here.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = true
    }

    /// Unschedules the link from `mode`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
    }

    /// Stops the link for good.
    open func invalidate() {
        isScheduled = false
        target = nil
    }
}

/// The current media time in seconds, as Core Animation's function: the system's uptime.
public func CACurrentMediaTime() -> TimeInterval {
    ProcessInfo.processInfo.systemUptime
}

/// A time interval in seconds, as CoreFoundation names it.
public typealias CFTimeInterval = TimeInterval
#endif
