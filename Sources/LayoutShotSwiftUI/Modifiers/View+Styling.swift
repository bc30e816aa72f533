// Styles and decorations that change no frame here (each documented in docs/swiftui.md as inert).

extension View {
    /// A form style: inert (a `Form` stays inset grouped, as the automatic and grouped styles are on iOS).
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
    /// A table style: inert.
    nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
    /// The tint of a list item's icon: inert.
    nonisolated public func listItemTint(_ tint: Color?) -> some View { self }
    /// The prominence of section headers: inert (headers keep their size).
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View { self }
    /// The background style the views inside use: inert.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// The container shape for the views inside: inert.
    nonisolated public func containerShape<S: Shape>(_ shape: S) -> some View { self }
    /// A hue rotation: inert.
    nonisolated public func hueRotation(_ angle: Angle) -> some View { self }
    /// A menu style: inert.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    /// A menu's indicator visibility: inert.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View { self }
    /// The system background behind the view: inert (not drawn; it changes no frame).
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    /// How changing content animates: inert.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// A kind of transition that applies to the content within a single view, as SwiftUI's `ContentTransition`;
/// inert.
public struct ContentTransition: Equatable, Sendable {
    /// No transition.
    public static let identity = ContentTransition()
    /// A fade.
    public static let opacity = ContentTransition()
    /// An interpolation.
    public static let interpolate = ContentTransition()

    /// Numeric text rolling up or down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Numeric text rolling towards `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

/// The visual prominence of a view, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence.
    case increased
}

/// A type that applies a style to a form; inert.
public protocol FormStyle {}

/// The built-in form styles; inert.
public struct _FormStyle: FormStyle {}

extension FormStyle where Self == _FormStyle {
    /// The system's style.
    public static var automatic: _FormStyle { _FormStyle() }
    /// Grouped rows.
    public static var grouped: _FormStyle { _FormStyle() }
    /// Labels and controls in columns.
    public static var columns: _FormStyle { _FormStyle() }
}

/// A type that applies a style to a table; inert.
public protocol TableStyle {}

/// The built-in table styles; inert.
public struct _TableStyle: TableStyle {}

extension TableStyle where Self == _TableStyle {
    /// The system's style.
    public static var automatic: _TableStyle { _TableStyle() }
    /// The inset style.
    public static var inset: _TableStyle { _TableStyle() }
}

/// A type that applies a style to a menu; inert.
public protocol MenuStyle {}

/// The built-in menu styles; inert.
public struct _MenuStyle: MenuStyle {}

extension MenuStyle where Self == _MenuStyle {
    /// The system's style.
    public static var automatic: _MenuStyle { _MenuStyle() }
    /// A button without a border.
    public static var borderlessButton: _MenuStyle { _MenuStyle() }
    /// A button.
    public static var button: _MenuStyle { _MenuStyle() }
}

/// The inline picker style; inert.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The inline style.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
