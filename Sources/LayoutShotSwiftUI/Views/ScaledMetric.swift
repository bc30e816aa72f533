/// A dimension that scales with the user's text size, as SwiftUI's `ScaledMetric`. Approximation: it keeps the
/// value written, the one it has at the default text size (`large`); it does not follow `dynamicTypeSize`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// The value.
    public let wrappedValue: Value

    /// A value scaled relative to `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }

    /// A value scaled relative to the body text style.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
