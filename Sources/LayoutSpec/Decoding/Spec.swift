import LayoutCore

/// What part of the layout a render shows.
public enum RenderArea: String, Hashable, Sendable, CaseIterable {
    /// The viewport at the spec's offset, clipped.
    case viewport
    /// The whole content size at offset 0.
    case content
}

/// Colour scheme of a render.
public enum Theme: String, Hashable, Sendable, CaseIterable {
    /// Light background.
    case light
    /// Dark background.
    case dark
}

/// The `render` block of a spec with defaults applied.
public struct RenderSettings: Hashable, Sendable {
    /// What to draw.
    public var area: RenderArea
    /// Whether cells, headers and footers carry labels.
    public var labels: Bool
    /// Colour scheme.
    public var theme: Theme
    /// Whether insets, spacings and the content size are drawn as dimension lines (`render.annotate`).
    public var annotate: Bool
    /// Spacing in points of a square layout grid drawn over the layout, if any (`render.grid`).
    public var grid: Double?
    /// Whether each viewport is drawn inside a device frame with a status bar (`render.deviceFrame`).
    public var deviceFrame: Bool

    /// Creates render settings.
    public init(
        area: RenderArea, labels: Bool = true, theme: Theme = .light, annotate: Bool = false, grid: Double? = nil,
        deviceFrame: Bool = false
    ) {
        self.area = area
        self.labels = labels
        self.theme = theme
        self.annotate = annotate
        self.grid = grid
        self.deviceFrame = deviceFrame
    }

    /// The smallest and largest layout grid spacing accepted, in points.
    public static let gridSpacingRange: ClosedRange<Double> = 2...1000
}

/// A decoded, validated spec file: the layout plus how to render it.
public struct Spec: Sendable {
    /// The spec's name (the file name without extension unless `name` is given).
    public var name: String
    /// The file the spec came from, for messages.
    public var file: String
    /// The layout to compute: one of the engine's kinds or a compositional layout.
    public var layout: LayoutSource
    /// Device pixels per point for PNG output.
    public var scale: Double
    /// Whether the spec file gave `scale` itself (else it is a device's or the default 1), so that putting the spec
    /// on another device keeps it.
    public var scaleIsExplicit: Bool
    /// The content offsets to render: one for a single frame, several for a filmstrip.
    public var offsets: [Point2D]
    /// Rendering options.
    public var render: RenderSettings
    /// Text of `text` items by section and item, for labels; `nil` for sections without text items.
    public var itemTexts: [[String?]?]
    /// Font size text items are drawn at, by section.
    public var textFontSizes: [Double]
    /// Which way the interface reads: right to left, the computed layout is mirrored across its content width.
    public var direction: UserInterfaceDirection = .leftToRight

    /// The offset at which effects are evaluated for single-frame output.
    public var offset: Point2D { offsets.first ?? .zero }

    /// Places every element of the spec's layout once and indexes them, mirrored when the spec reads right to left.
    public func computeLayout() -> ComputedLayout { layout.compute().laidOut(in: direction) }

    /// Creates a spec directly (tests and the built-in gallery); files go through `SpecDecoder`.
    public init(
        name: String, file: String = "<memory>", layout: LayoutSource, scale: Double = 1,
        offsets: [Point2D] = [.zero], render: RenderSettings = RenderSettings(area: .content),
        itemTexts: [[String?]?] = [], textFontSizes: [Double] = [], scaleIsExplicit: Bool = false
    ) {
        self.name = name
        self.file = file
        self.layout = layout
        self.scale = scale
        self.scaleIsExplicit = scaleIsExplicit
        self.offsets = offsets
        self.render = render
        self.itemTexts = itemTexts
        self.textFontSizes = textFontSizes
    }

    /// The text of item `item` in section `section`, if it is a `text` item.
    public func text(section: Int, item: Int) -> String? {
        guard itemTexts.indices.contains(section), let texts = itemTexts[section], texts.indices.contains(item) else {
            return nil
        }
        return texts[item]
    }

    /// The font size for text items of `section`.
    public func textFontSize(section: Int) -> Double {
        textFontSizes.indices.contains(section) ? textFontSizes[section] : TextItemStyle.default.fontSize
    }
}

/// How `text` items are sized: the text's advance width plus padding, and a fixed height.
public struct TextItemStyle: Hashable, Sendable {
    /// Font size in points.
    public var fontSize: Double
    /// Added to the text's advance width.
    public var padding: Double
    /// Item height.
    public var height: Double

    /// docs/formats.md's defaults: 14 pt, 30 pt padding, 30 pt high.
    public static let `default` = TextItemStyle(fontSize: 14, padding: 30, height: 30)

    /// The style at text size `category`: the font size and the height (a one-line label's height follows its font)
    /// scaled as the body text style scales (`UIFontMetrics.default`); the padding stays.
    public func scaled(to category: TextSizeCategory) -> TextItemStyle {
        guard category != .large else { return self }
        return TextItemStyle(
            fontSize: DynamicTypeStyle.body.scaled(fontSize, to: category), padding: padding,
            height: DynamicTypeStyle.body.scaled(height, to: category))
    }
}
