/// A control for selecting a value from a bounded linear range of values, as SwiftUI's `Slider`: as wide as
/// offered and as tall as a `UISlider`, its label left out (iOS does not show it).
public struct Slider<Label: View, ValueLabel: View> {
    /// A slider's height. Apple documents none; 31 points is chosen, the height Interface Builder gives a
    /// `UISlider` (its thumb's diameter plus a point).
    static var height: CGFloat { 31 }

    /// A slider over `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Label == EmptyView, ValueLabel == EmptyView {}

    /// A slider over `bounds`, continuous.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Label == EmptyView, ValueLabel == EmptyView {}

    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where ValueLabel == EmptyView {}

    /// A slider with a step and a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where ValueLabel == EmptyView {}
}

extension Slider: View {
    /// A track filling the width.
    public var body: some View {
        Capsule().fill(Color.blue).frame(height: 4).frame(maxWidth: .infinity).frame(height: Self.height)
    }
}
