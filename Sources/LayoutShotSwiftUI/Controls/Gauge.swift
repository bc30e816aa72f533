/// A view that shows a value within a range, as SwiftUI's `Gauge` in its iOS default style, linear capacity
/// (Apple's `LinearCapacityGaugeStyle`: a bar that fills from the leading edge as the value grows). As Apple's
/// `accessoryLinearCapacity` documentation places them, the label is above the bar, the minimum and maximum
/// value labels at its leading and trailing edges and the current value label below it. The bar is as wide as
/// offered and as tall as `ProgressView`'s (Apple documents no figure).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// The share of the bar `value` fills in `bounds`, clamped to 0…1 (0 for an empty range).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, value.isFinite else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds`, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds`, with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds`, with a label, a current value label and labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge: View {
    /// The label, the bar between the bounds' labels, and the current value label, leading-aligned.
    public var body: some View {
        VStack(alignment: .leading) {
            label
            HStack {
                minimumValueLabel
                GaugeBarLayout(fraction: fraction) {
                    Capsule().fill(Color.gray.opacity(0.3))
                    Capsule().fill(Color.blue)
                }
                .frame(height: ProgressView<EmptyView, EmptyView>.barHeight)
                maximumValueLabel
            }
            currentValueLabel
        }
    }
}

/// A type that specifies the appearance and interaction of all gauges in a view hierarchy, as SwiftUI's
/// `GaugeStyle`; a style compiles, and gauges keep the linear capacity layout.
public protocol GaugeStyle {}

/// The default gauge style, linear capacity on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}

/// The linear capacity gauge style: the layout gauges have here.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}

/// A ring with a marker at the value, for widgets; inert.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}

/// A ring that fills to the value, for widgets; inert.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}

/// A bar with a marker at the value, for widgets; inert.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}

/// A bar that fills to the value, for widgets; inert.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The linear capacity style.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A ring with a marker at the value, for widgets; inert.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring that fills to the value, for widgets; inert.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value, for widgets; inert.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar that fills to the value, for widgets; inert.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension View {
    /// A gauge style: inert, as gauges keep the linear capacity layout.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
