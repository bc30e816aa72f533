import LayoutCore

/// The colours of a render: background, per-kind styles and a section palette.
///
/// The section palette is Okabe and Ito's, chosen to stay distinguishable for colour-blind readers;
/// headers and footers differ from cells in lightness, not only hue.
public struct RenderTheme: Hashable, Sendable {
    /// Canvas background.
    public var background: RGBAColor
    /// Header fill and label colour.
    public var header: (fill: RGBAColor, label: RGBAColor)
    /// Footer fill and label colour.
    public var footer: (fill: RGBAColor, label: RGBAColor)
    /// Cell label colour.
    public var cellLabel: RGBAColor
    /// Caption text colour (filmstrip and sheet captions).
    public var caption: RGBAColor
    /// Outline of a viewport frame in a filmstrip.
    public var frameOutline: RGBAColor
    /// Strength of the section colour in a cell's fill, mixed with the background.
    public var cellFillAlpha: Double
    /// Opacity of a section background decoration.
    public var decorationAlpha: Double
    /// List separators: UIKit's `separator` colour (#3C3C43 light, #545458 dark) made opaque, so that a
    /// one-pixel line stays legible over a tinted cell.
    public var separator: RGBAColor

    /// Colours cycled by section index.
    public static let sectionPalette: [RGBAColor] = [
        "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442",
    ].map { RGBAColor(hex: $0)! }

    /// The colour of section `section`.
    public func sectionColor(_ section: Int) -> RGBAColor {
        Self.sectionPalette[section % Self.sectionPalette.count]
    }

    /// A cell's fill: the section colour mixed with the background, opaque so that a cell covering
    /// another (stacked cards, scaled carousel items) hides it instead of showing through.
    public func cellFill(_ section: Int) -> RGBAColor {
        let color = sectionColor(section), t = cellFillAlpha
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * t + Double(b) * (1 - t)).rounded()) }
        return RGBAColor(r: mix(color.r, background.r), g: mix(color.g, background.g), b: mix(color.b, background.b))
    }

    /// Dark text on a light background.
    public static let light = RenderTheme(
        background: RGBAColor(hex: "#FFFFFF")!,
        header: (RGBAColor(hex: "#3A3A3C")!, RGBAColor(hex: "#FFFFFF")!),
        footer: (RGBAColor(hex: "#C7C7CC")!, RGBAColor(hex: "#1C1C1E")!),
        cellLabel: RGBAColor(hex: "#1C1C1E")!, caption: RGBAColor(hex: "#3A3A3C")!,
        frameOutline: RGBAColor(hex: "#8E8E93")!, cellFillAlpha: 0.55, decorationAlpha: 0.16,
        separator: RGBAColor(hex: "#3C3C43")!)

    /// Light text on a dark background.
    public static let dark = RenderTheme(
        background: RGBAColor(hex: "#1C1C1E")!,
        header: (RGBAColor(hex: "#E5E5EA")!, RGBAColor(hex: "#1C1C1E")!),
        footer: (RGBAColor(hex: "#48484A")!, RGBAColor(hex: "#F2F2F7")!),
        cellLabel: RGBAColor(hex: "#FFFFFF")!, caption: RGBAColor(hex: "#E5E5EA")!,
        frameOutline: RGBAColor(hex: "#636366")!, cellFillAlpha: 0.7, decorationAlpha: 0.28,
        separator: RGBAColor(hex: "#545458")!)

    public static func == (lhs: RenderTheme, rhs: RenderTheme) -> Bool {
        lhs.background == rhs.background && lhs.header == rhs.header && lhs.footer == rhs.footer
            && lhs.cellLabel == rhs.cellLabel && lhs.caption == rhs.caption && lhs.frameOutline == rhs.frameOutline
            && lhs.cellFillAlpha == rhs.cellFillAlpha && lhs.decorationAlpha == rhs.decorationAlpha
            && lhs.separator == rhs.separator
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(background)
        hasher.combine(cellLabel)
        hasher.combine(cellFillAlpha)
    }
}
