import LayoutCore

// Modifiers that change what a view's picture shows, not its layout.

extension View {
    /// The colour of text and unfilled shapes in this view (nil: the label colour).
    nonisolated public func foregroundColor(_ color: Color?) -> some View { _EnvironmentView(content: self) { $0.foreground = color?.rgba } }
    /// The style of text and unfilled shapes in this view: a colour or a hierarchical level draws; others are inert.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _EnvironmentView(content: self) { if let fill = style.fillColor { $0.foreground = fill } }
    }
    /// Two foreground styles: the primary one draws, as `foregroundStyle(_:)`.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }
    /// How the lines of multiline text in this view line up inside its frame.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
