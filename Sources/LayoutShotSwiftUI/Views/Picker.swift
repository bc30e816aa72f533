/// A control for selecting from a set of mutually exclusive values, as SwiftUI's `Picker`: laid out as its
/// options side by side (a segmented picker); the selection is inert.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let content: Content

    /// A picker with a custom label.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.content = content()
    }
}

extension Picker where Label == Text {
    /// A picker with a text label from a key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A picker with a text label.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Picker: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Picker has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        [containerNode("Picker", HStackLayout(spacing: 0), content, environment)]
    }
}

/// A type that specifies the appearance and interaction of all pickers; inert.
public protocol PickerStyle {}

/// The segmented picker style; inert.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

/// The menu picker style; inert.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

/// The default picker style; inert.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The segmented style.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The menu style.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension View {
    /// A picker style: inert.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}
