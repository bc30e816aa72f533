#if !canImport(UIKit)
/// An on/off switch, as UIKit's class: its state is kept, and it is 51 × 31 points, the size UIKit gives every
/// switch (Human Interface Guidelines, Toggles; `intrinsicContentSize` in the simulator).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The colour when on; kept.
    open var onTintColor: UIColor?
    /// The thumb's colour; kept.
    open var thumbTintColor: UIColor?

    /// A switch at UIKit's size, whatever `frame` asks.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    /// A switch at the origin.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init(frame: CGRect(origin: .zero, size: UISwitch.size))
    }

    /// Turns the switch on or off; the animation is ignored.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    static let size = CGSize(width: 51, height: 31)
}
#endif
