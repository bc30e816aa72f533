#if !canImport(UIKit)
/// What a list content configuration's layout takes from the width alone: the fonts, the image's size, where the
/// text starts, the text's lines measured (the costly part) and the heights and widths they give. `ListContentLayout`
/// places it in a height; a list content view reuses its last measure while the configuration, width, text size
/// screen scale and accessory edges stay the same.
struct ListContentMeasure {
    /// What a measure depends on: it is the same whenever these are.
    struct Key: Hashable {
        var configuration: UIListContentConfiguration
        var width: CGFloat
        var category: UIContentSizeCategory
        var displayScale: CGFloat
        var leadingAccessory: Bool
        var trailingAccessory: Bool
    }

    /// The primary text's font at the traits' text size.
    var textFont: UIFont
    /// The secondary text's font at the traits' text size.
    var secondaryFont: UIFont
    /// The image's laid-out size; `nil` without an image.
    var imageSize: CGSize?
    /// The leading margin kept (none next to a leading accessory).
    var leading: CGFloat
    /// Where the text starts, left to right.
    var textX: CGFloat
    /// The width the text may take.
    var available: CGFloat
    /// The primary text's height; `nil` when none is shown.
    var primaryHeight: CGFloat?
    /// The secondary text's height; `nil` when none is shown.
    var secondaryHeight: CGFloat?
    /// Whether the two texts sit side by side.
    var sideBySide: Bool
    /// The height of the text block.
    var blockHeight: CGFloat
    /// The taller of the image and the text block.
    var contentHeight: CGFloat
    /// The height the content wants at this width.
    var fittingHeight: CGFloat
    /// The trailing margin kept (none next to a trailing accessory).
    var trailing: CGFloat

    /// `configuration` measured at `width` with `traits`, `accessoryEdges` keeping no margin.
    init(
        _ configuration: UIListContentConfiguration, width: CGFloat, traits: ContentTraits,
        accessoryEdges: (leading: Bool, trailing: Bool)
    ) {
        let margins = configuration.directionalLayoutMargins
        let leading = accessoryEdges.leading ? 0 : margins.leading
        let trailing = accessoryEdges.trailing ? 0 : margins.trailing
        let right = max(leading, width - trailing)
        let textFont = configuration.textProperties.font.adjusted(
            to: traits.category, adjusts: configuration.textProperties.adjustsFontForContentSizeCategory)
        let secondaryFont = configuration.secondaryTextProperties.font.adjusted(
            to: traits.category, adjusts: configuration.secondaryTextProperties.adjustsFontForContentSizeCategory)

        var imageSize = CGSize.zero
        if let image = configuration.image {
            imageSize = ListContentLayout.imageSize(image, properties: configuration.imageProperties, lineHeight: textFont.lineHeight)
        }
        let textX = leading + (configuration.image == nil ? 0 : imageSize.width + configuration.imageToTextPadding)
        let available = max(0, right - textX)
        let shown = configuration.shownText.flatMap { $0.isEmpty ? nil : $0 }
        let shownSecondary = configuration.shownSecondaryText.flatMap { $0.isEmpty ? nil : $0 }

        func lines(_ text: String, _ font: UIFont, _ properties: UIListContentTextProperties, wraps: Bool) -> TextLines {
            TextLines(text, fontSize: Double(font.pointSize), width: Double(available), maximumLines: properties.numberOfLines, wraps: wraps)
        }
        // Each label is as tall as its lines rounded up to the screen's pixels, as a UIKit label answers its size.
        func height(_ lines: TextLines, _ font: UIFont) -> CGFloat {
            PixelGrid.ceil(CGFloat(lines.lines.count) * font.lineHeight, scale: traits.displayScale)
        }

        var primary = shown.map { lines($0, textFont, configuration.textProperties, wraps: true) }
        var secondary = shownSecondary.map { lines($0, secondaryFont, configuration.secondaryTextProperties, wraps: true) }
        var sideBySide = false
        if configuration.prefersSideBySideTextAndSecondaryText, let shown, let shownSecondary {
            let one = lines(shown, textFont, configuration.textProperties, wraps: false)
            let two = lines(shownSecondary, secondaryFont, configuration.secondaryTextProperties, wraps: false)
            let widths = one.lines.map(one.width).max()! + two.lines.map(two.width).max()!
            if CGFloat(widths) + configuration.textToSecondaryTextHorizontalPadding <= available {
                sideBySide = true
                primary = one
                secondary = two
            }
        }
        let primaryHeight = primary.map { height($0, textFont) }
        let secondaryHeight = secondary.map { height($0, secondaryFont) }
        let blockHeight = sideBySide ? max(primaryHeight ?? 0, secondaryHeight ?? 0)
            : (primaryHeight ?? 0) + (secondaryHeight ?? 0)
                + (primary != nil && secondary != nil ? configuration.textToSecondaryTextVerticalPadding : 0)
        let contentHeight = max(imageSize.height, blockHeight)
        // On the pixel grid as a whole, so that the sum of margins and labels is the grid's figure (190/3), not
        // a floating-point neighbour of it.
        let natural = PixelGrid.ceil(margins.top + contentHeight + margins.bottom, scale: traits.displayScale)
        fittingHeight = configuration.style.isCell ? max(ListCellMetrics.minimumRowHeight, natural) : natural

        self.textFont = textFont
        self.secondaryFont = secondaryFont
        self.imageSize = configuration.image == nil ? nil : imageSize
        self.leading = leading
        self.trailing = trailing
        self.textX = textX
        self.available = available
        self.primaryHeight = primaryHeight
        self.secondaryHeight = secondaryHeight
        self.sideBySide = sideBySide
        self.blockHeight = blockHeight
        self.contentHeight = contentHeight
    }

    /// The width `configuration` (the one measured) wants with no text wrapped: its margins, image and widest
    /// text. Measured only when asked (`intrinsicContentSize`), as laying out and sizing need none of it.
    func naturalWidth(of configuration: UIListContentConfiguration) -> CGFloat {
        let shown = configuration.shownText.flatMap { $0.isEmpty ? nil : $0 }
        let shownSecondary = configuration.shownSecondaryText.flatMap { $0.isEmpty ? nil : $0 }
        func widest(_ text: String?, _ font: UIFont) -> CGFloat {
            guard let text else { return 0 }
            let one = TextLines(text, fontSize: Double(font.pointSize), width: .greatestFiniteMagnitude, maximumLines: 0, wraps: false)
            return CGFloat(one.lines.map(one.width).max() ?? 0)
        }
        let textWidth = sideBySide
            ? widest(shown, textFont) + configuration.textToSecondaryTextHorizontalPadding + widest(shownSecondary, secondaryFont)
            : max(widest(shown, textFont), widest(shownSecondary, secondaryFont))
        return (textX + textWidth + trailing).rounded(.up)
    }
}
#endif
