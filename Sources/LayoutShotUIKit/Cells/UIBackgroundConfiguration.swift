#if !canImport(UIKit)
/// What a cell, header or footer shows behind its content, as UIKit's structure: a colour, a corner radius,
/// insets, a stroke. The host draws the colour, corner radius, insets and stroke; a custom view is drawn as the
/// host draws any view (its background colour, labels and image views).
public struct UIBackgroundConfiguration: Hashable {
    /// A view shown instead of the colour.
    public var customView: UIView?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges whose inset also takes the layout margins; kept.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The colour; `nil` for the view's tint colour, as UIKit resolves it.
    public var backgroundColor: UIColor?
    /// An image shown over the colour; kept.
    public var image: UIImage?
    /// The colour of the outline; `nil` for none unless `strokeWidth` asks for the tint.
    public var strokeColor: UIColor?
    /// The width of the outline.
    public var strokeWidth: CGFloat = 0
    /// How far the outline reaches outside the background.
    public var strokeOutset: CGFloat = 0
    /// Changes `backgroundColor` (or the tint) before it is shown.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The colour when selected or highlighted in a list, which UIKit's list styles switch to.
    var selectedBackgroundColor: UIColor?

    /// An empty background.
    private init(backgroundColor: UIColor?, selected: UIColor? = nil) {
        self.backgroundColor = backgroundColor
        selectedBackgroundColor = selected
    }

    /// A plain list's row: the system background (white in the light appearance, Human Interface Guidelines,
    /// Color), the grey of selection (systemGray4: 209, 209, 214) when selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .white, selected: .selectionGray) }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    /// A grouped list's row: the secondary grouped background (white in the light appearance), grey when selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground, selected: .selectionGray)
    }
    /// A grouped list's header or footer: clear, over the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }
    /// A sidebar's row: clear, the tint colour when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear, selected: .systemBlue) }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { clear() }
    /// A row of an accompanied sidebar: clear, grey when selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear, selected: .selectionGray)
    }
    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }

    /// The configuration as it looks in `state`: a list style's selection colour when selected or highlighted.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let selected = selectedBackgroundColor, let cell = state as? UICellConfigurationState,
              cell.isSelected || cell.isHighlighted else { return self }
        var configuration = self
        configuration.backgroundColor = selected
        return configuration
    }

    /// The colour as shown, `tintColor` when none is set.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The outline colour as shown: `strokeColor`, else `tintColor` when there is a width.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? tintColor }
}

extension UIColor {
    /// The light appearance's systemGray4 (209, 209, 214; Human Interface Guidelines, Color), UIKit's selected row.
    fileprivate static var selectionGray: UIColor { .systemGray4 }
}
#endif
