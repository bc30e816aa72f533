import LayoutCore

/// The colours of annotations, grids and device frames for a theme.
///
/// Dimension lines use one strong pink found nowhere in the section palette, always with a halo of the
/// background colour and white-on-pink value labels, so they read apart from cells by shape and contrast
/// as well as by hue.
struct PresentationPalette {
    /// Dimension lines, ticks and label pills.
    let accent: RGBAColor
    /// Drawn under dimension lines so they stay visible over cells of any colour.
    let halo: RGBAColor
    /// Text of value labels.
    let labelText: RGBAColor
    /// Layout grid lines.
    let grid: RGBAColor
    /// Device bezel.
    let bezel: RGBAColor
    /// Status bar text and symbols.
    let statusBar: RGBAColor

    init(theme: RenderTheme) {
        let background = theme.background
        let isDark = Int(background.r) + Int(background.g) + Int(background.b) < 3 * 128
        accent = RGBAColor(hex: isDark ? "#FF6FA8" : "#D81B60")!
        halo = background.withAlpha(0.85)
        labelText = RGBAColor(hex: isDark ? "#1C1C1E" : "#FFFFFF")!
        grid = RGBAColor(hex: isDark ? "#FFFFFF" : "#000000")!.withAlpha(0.13)
        bezel = RGBAColor(hex: isDark ? "#48484A" : "#1C1C1E")!
        statusBar = theme.cellLabel
    }
}
