/// A control that toggles between on and off states, as SwiftUI's `Toggle` in its iOS switch style: the label
/// at the leading edge and the switch, 51 × 31 points, at the trailing edge, the toggle as wide as offered
/// (see `_ControlRow`).
public struct Toggle<Label: View> {
    let label: Label
    /// Whether the switch is on, read when the toggle is made.
    let isOn: Bool

    /// The size of an iOS switch, fixed: 51 × 31 points, the frame of a `UISwitch`'s own view as UIKit prints
    /// it (C4, "Hacking UISwitch", c4ios.com/tutorials/hacking-uiswitch).
    static var switchSize: CGSize { CGSize(width: 51, height: 31) }
    /// The ring of track around the thumb: a stand-in of 2 points (Apple documents none), as the UIKit host draws
    /// `UISwitch`, leaving a 27-point thumb.
    static var thumbInset: CGFloat { 2 }
    static var thumbDiameter: CGFloat { switchSize.height - 2 * thumbInset }

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn.wrappedValue
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label from a key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        label = Text(titleKey)
        self.isOn = isOn.wrappedValue
    }

    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        label = Text(title)
        self.isOn = isOn.wrappedValue
    }
}

extension Toggle: View {
    /// The label and the switch in a control row: a green track with the thumb at the trailing end when on, a grey
    /// one with the thumb at the leading end when off (mirrored right to left, as the stack's alignment is).
    public var body: some View {
        _ControlRow(
            label: label,
            control: ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(isOn ? Color.green : ControlColors.fill)
                Circle().fill(Color.white)
                    .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
                    .padding(Self.thumbInset)
            }
            .frame(width: Self.switchSize.width, height: Self.switchSize.height))
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
