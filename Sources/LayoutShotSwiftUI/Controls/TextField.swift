/// A control that displays an editable text interface, as SwiftUI's `TextField` in its iOS plain style: one
/// line of its text (its placeholder when the text is empty), as wide as offered.
public struct TextField<Label: View> {
    let shown: Text

    /// A text field showing `text`, else `prompt`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        shown = text.wrappedValue.isEmpty ? (prompt ?? Text(" ")) : Text(text.wrappedValue)
    }
}

extension TextField where Label == Text {
    /// A text field with a placeholder from a key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        shown = text.wrappedValue.isEmpty ? (prompt ?? Text(titleKey)) : Text(text.wrappedValue)
    }

    /// A text field with a placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        shown = text.wrappedValue.isEmpty ? (prompt ?? Text(title)) : Text(text.wrappedValue)
    }

    /// A text field with a placeholder, a multi-line field growing along `axis`: laid out on one line.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    /// A text field editing a formatted value, showing the value's description.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, format: some FormatStyle, prompt: Text? = nil) {
        shown = Text(String(describing: value.wrappedValue))
    }

    /// A text field editing a value through a formatter, showing the value's description.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        shown = Text(String(describing: value.wrappedValue))
    }
}

extension TextField: View {
    /// The text on one line, filling the width.
    public var body: some View { shown.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading) }
}

/// A control into which people securely enter private text, as SwiftUI's `SecureField`: laid out as a
/// `TextField` showing its placeholder or a dot per character.
public struct SecureField<Label: View> {
    let shown: Text
}

extension SecureField where Label == Text {
    /// A secure field with a placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        shown = text.wrappedValue.isEmpty ? (prompt ?? Text(title)) : Text(String(repeating: "•", count: text.wrappedValue.count))
    }
}

extension SecureField: View {
    /// The text on one line, filling the width.
    public var body: some View { shown.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading) }
}

/// A view that can display and edit long-form text, as SwiftUI's `TextEditor`: it takes the space offered.
public struct TextEditor {
    /// An editor of `text`.
    public init(text: Binding<String>) {}
}

extension TextEditor: View {
    /// A clear area filling the space offered.
    public var body: some View { Color.clear }
}

/// A type that specifies the appearance and interaction of all text fields; inert.
public protocol TextFieldStyle {}

/// The rounded border style; inert.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

/// The plain style; inert.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded border style.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The plain style.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
