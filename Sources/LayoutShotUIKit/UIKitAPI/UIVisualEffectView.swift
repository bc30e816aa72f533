#if !canImport(UIKit)
/// A visual effect, as UIKit's class; kept, never drawn.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur, as UIKit's class; kept, never drawn.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// How strong and light a blur is, as UIKit's enum.
    public enum Style: Int, Sendable {
        /// Extra light.
        case extraLight
        /// Light.
        case light
        /// Dark.
        case dark
        /// Regular.
        case regular = 4
        /// Prominent.
        case prominent
        /// The system's thin material.
        case systemThinMaterial = 1101
        /// The system's material.
        case systemMaterial = 1102
        /// The system's thick material.
        case systemThickMaterial = 1103
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A view showing a visual effect over what is behind it, as UIKit's class; the effect is kept, not drawn.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown.
    open var effect: UIVisualEffect?
    /// The view subviews go into, as in UIKit.
    public let contentView = UIView(frame: .zero)

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// An animation of view properties, as UIKit's class. Nothing moves here: the animations run when the
/// animator starts (or at `fractionComplete` 1), and the completions then with `.end`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// Where an animation ended, as UIKit's enum.
    public enum Position: Int, Sendable {
        /// At the end.
        case end
        /// At the start.
        case start
        /// Somewhere between.
        case current
    }

    /// The animation's length in seconds.
    public let duration: TimeInterval
    /// The animation's curve.
    public let curve: UIView.AnimationCurve
    private var animations: [() -> Void] = []
    private var completions: [(Position) -> Void] = []
    /// Whether the animator started.
    open private(set) var isRunning = false
    /// Whether a pause keeps the animation where it is; kept.
    open var pausesOnCompletion = false
    /// How far the animation is, 0 to 1; 1 runs the animations.
    open var fractionComplete: CGFloat = 0 {
        didSet { if fractionComplete >= 1 { finish(at: .end) } }
    }

    /// An animator of `animations` over `duration` seconds along `curve`.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator of `animations` along a spring of `ratio` damping.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Adds animations run with the others.
    open func addAnimations(_ animation: @escaping () -> Void) {
        animations.append(animation)
    }

    /// Adds a block run when the animations end.
    open func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    /// Runs the animations and then the completions with `.end`.
    open func startAnimation() {
        isRunning = true
        finish(at: .end)
    }

    /// The same as `startAnimation()`: nothing waits here.
    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    /// Pauses: nothing is moving, so nothing changes.
    open func pauseAnimation() {
        isRunning = false
    }

    /// Stops without running what is left.
    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        if withoutFinishing {
            animations = []
            completions = []
        }
    }

    /// Runs the completions with `finalPosition`.
    open func finishAnimation(at finalPosition: Position) {
        let pending = completions
        completions = []
        for completion in pending { completion(finalPosition) }
    }

    private func finish(at position: Position) {
        let pending = animations
        animations = []
        for animation in pending { animation() }
        finishAnimation(at: position)
        isRunning = false
    }
}
#endif
