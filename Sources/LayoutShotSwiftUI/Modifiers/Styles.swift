// Custom label and button styles compile; labels and buttons keep their default layout (a style's body is
// not applied).

/// A type that applies a custom appearance to all labels within a view, as SwiftUI's `LabelStyle`.
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// Creates a view that represents the body of a label.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a label, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View {
        /// An empty view: styles are not applied here.
        public var body: EmptyView { EmptyView() }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View {
        /// An empty view: styles are not applied here.
        public var body: EmptyView { EmptyView() }
    }

    /// The label's title.
    public var title: Title { Title() }
    /// The label's icon.
    public var icon: Icon { Icon() }
}

/// The built-in label styles; inert.
public struct _BuiltInLabelStyle: LabelStyle {
    let name: String
    /// An empty body: the style is inert.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension LabelStyle where Self == _BuiltInLabelStyle {
    /// The title and the icon.
    public static var titleAndIcon: _BuiltInLabelStyle { _BuiltInLabelStyle(name: "titleAndIcon") }
    /// The title only.
    public static var titleOnly: _BuiltInLabelStyle { _BuiltInLabelStyle(name: "titleOnly") }
    /// The icon only.
    public static var iconOnly: _BuiltInLabelStyle { _BuiltInLabelStyle(name: "iconOnly") }
    /// The system's style.
    public static var automatic: _BuiltInLabelStyle { _BuiltInLabelStyle(name: "automatic") }
}

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view
/// hierarchy, as SwiftUI's `ButtonStyle`.
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        /// An empty view: styles are not applied here.
        public var body: EmptyView { EmptyView() }
    }

    /// The button's label.
    public var label: Label { Label() }
    /// Whether the button is pressed: never here.
    public var isPressed: Bool { false }
    /// The button's role.
    public var role: ButtonRole? { nil }
}

/// A value that describes the purpose of a button, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A destructive action.
    public static let destructive = ButtonRole(name: "destructive")
    /// A cancellation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button {
    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
}

extension Button where Label == Text {
    /// A button with a role and a text label.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, action: action)
    }
}

extension View {
    /// A label style: inert.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    /// A custom button style: inert.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    /// A control's size: inert.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
    /// A button's border shape: inert.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

/// The size classes of controls; inert.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// Mini.
    case mini
    /// Small.
    case small
    /// Regular.
    case regular
    /// Large.
    case large
    /// Extra large.
    case extraLarge
}

/// A shape used to draw a button's border; inert.
public struct ButtonBorderShape: Equatable, Sendable {
    let name: String
    /// The system's shape.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
}

extension Button where Label == LayoutShotSwiftUI.Label<Text, Image> {
    /// A button labelled with a title from a key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LayoutShotSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LayoutShotSwiftUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title from a key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey, systemImage: systemImage, action: action)
    }
}
