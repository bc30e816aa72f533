/// The colours controls are drawn in, light appearance, as the UIKit host draws its controls.
enum ControlColors {
    /// An empty switch track and a stepper's body: `systemFill`, (120, 120, 128) at 20 % (Human Interface
    /// Guidelines, "Color", fill colors).
    static let fill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    /// The line between a stepper's halves: `separator`, (60, 60, 67) at 29 % (Human Interface Guidelines, "Color").
    static let divider = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
}
