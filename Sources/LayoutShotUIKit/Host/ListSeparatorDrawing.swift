#if !canImport(UIKit)
import LayoutCore

/// The colour a hosted list's separators are drawn in: UIKit's `separator` colour, (60, 60, 67) at 29 % (Human
/// Interface Guidelines, Color, "separator"), as the device draws it over the rows, rather than the render theme's
/// opaque line, which is dark enough to read over the theme's tinted boxes but not what a screen shows.
enum ListSeparatorDrawing {
    /// `drawn` with every list separator showing `UIColor.separator` as its content's background, unless the layout
    /// gave it a colour of its own.
    @MainActor
    static func apply(to drawn: [LayoutAttributes]) -> [LayoutAttributes] {
        let color = UIColor.separator.rgbaColor
        return drawn.map { element in
            guard element.kind == .decoration, element.elementKind == CompositionalListConfiguration.separatorElementKind,
                element.color == nil, element.content == nil
            else { return element }
            var drawnSeparator = element
            drawnSeparator.content = ElementContent(background: color)
            return drawnSeparator
        }
    }
}
#endif
