/// A control that performs increment and decrement actions, as SwiftUI's `Stepper`: the label at the leading
/// edge and the stepper, 94 × 32 points, at the trailing edge, as wide as offered.
public struct Stepper<Label: View> {
    let label: Label

    /// The size of an iOS stepper, fixed: 94 × 32 points (UIKit's `UIStepper`, measured on iOS 13 and later).
    static var stepperSize: CGSize { CGSize(width: 94, height: 32) }

    /// A stepper with increment and decrement actions.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }

    /// A stepper over a range.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }

    /// A stepper.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }
}

extension Stepper where Label == Text {
    /// A stepper over a range with a text label from a key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        label = Text(titleKey)
    }

    /// A stepper over a range with a text label.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        label = Text(title)
    }

    /// A stepper with a text label.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) { label = Text(title) }
}

extension Stepper: View {
    /// The label and the stepper in a control row.
    public var body: some View {
        _ControlRow(
            label: label,
            control: ZStack {
                RoundedRectangle(cornerRadius: 8).fill(ControlColors.fill)
                HStack(spacing: 0) {
                    Rectangle().fill(Color.primary).frame(width: 14, height: 2).frame(maxWidth: .infinity)
                    Rectangle().fill(ControlColors.divider).frame(width: 1, height: 18)
                    ZStack {
                        Rectangle().fill(Color.primary).frame(width: 14, height: 2)
                        Rectangle().fill(Color.primary).frame(width: 2, height: 14)
                    }.frame(maxWidth: .infinity)
                }
            }
            .frame(width: Self.stepperSize.width, height: Self.stepperSize.height))
    }
}
