/// A control for presenting a menu of actions, as SwiftUI's `Menu`: laid out as its label, as a closed menu
/// shows only its label; the content is not laid out.
public struct Menu<Label: View, Content: View> {
    let label: Label

    /// A menu of `content` shown by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension Menu where Label == Text {
    /// A menu with a text label from a key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }

    /// A menu with a text label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
}

extension Menu where Label == LayoutShotSwiftUI.Label<Text, Image> {
    /// A menu with a title and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        label = LayoutShotSwiftUI.Label(title, systemImage: systemImage)
    }
}

extension Menu: View {
    /// The label.
    public var body: Label { label }
}
