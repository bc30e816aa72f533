/// How a scene looks: colours, whether labels are drawn, and the text of `text` items.
public struct SceneStyle: Sendable {
    /// Colours.
    public var theme: RenderTheme
    /// Whether cells, headers and footers carry labels.
    public var labels: Bool
    /// The text of a `text` item (section, item), drawn instead of the `s·i` label.
    public var itemText: @Sendable (Int, Int) -> String?
    /// The font size of `text` items in a section.
    public var textFontSize: @Sendable (Int) -> Double

    /// Creates a style; by default no item has text and text items use 14 pt.
    public init(
        theme: RenderTheme = .light, labels: Bool = true,
        itemText: @escaping @Sendable (Int, Int) -> String? = { _, _ in nil },
        textFontSize: @escaping @Sendable (Int) -> Double = { _ in 14 }
    ) {
        self.theme = theme
        self.labels = labels
        self.itemText = itemText
        self.textFontSize = textFontSize
    }
}
