/// A control that toggles between on and off states, as SwiftUI's `Toggle` in its iOS switch style: the label
/// at the leading edge and the switch, 51 × 31 points, at the trailing edge, the toggle as wide as offered
/// (see `_ControlRow`).
public struct Toggle<Label: View> {
    let label: Label

    /// The size of an iOS switch, fixed: 51 × 31 points, the frame of a `UISwitch`'s own view as UIKit prints
    /// it (C4, "Hacking UISwitch", c4ios.com/tutorials/hacking-uiswitch).
    static var switchSize: CGSize { CGSize(width: 51, height: 31) }

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension Toggle where Label == Text {
    /// A toggle with a text label from a key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { label = Text(titleKey) }

    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { label = Text(title) }
}

extension Toggle: View {
    /// The label and the switch in a control row.
    public var body: some View {
        _ControlRow(
            label: label,
            control: Capsule().fill(Color.green).frame(width: Self.switchSize.width, height: Self.switchSize.height))
    }
}

/// A type that specifies the appearance and interaction of all toggles; inert.
public protocol ToggleStyle {}

/// The switch toggle style; inert (the iOS default, which toggles take).
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch style.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension View {
    /// A toggle style: inert.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
