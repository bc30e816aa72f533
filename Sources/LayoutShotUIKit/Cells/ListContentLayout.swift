#if !canImport(UIKit)
/// Where a list content configuration's image, text and secondary text go in a content view of a given size,
/// and how tall the content wants to be: UIKit's list content layout, with `ListCellMetrics`' figures.
///
/// Left to right first (mirrored for right to left): the image at the leading margin, the text `imageToTextPadding`
/// after it, wrapped to the space left before the trailing margin; the secondary text below the text
/// (`textToSecondaryTextVerticalPadding` apart) or, when side by side is preferred and both fit on one line with
/// `textToSecondaryTextHorizontalPadding` between them, at the trailing margin. The content (image and text block
/// centred on each other) is centred vertically between the top and bottom margins. A cell style's height is at
/// least `ListCellMetrics.minimumRowHeight`.
struct ListContentLayout {
    /// One label's place and look.
    struct Text {
        var frame: CGRect
        var font: UIFont
        /// Whether the label's lines sit at its trailing edge (side-by-side secondary text).
        var alignsTrailing: Bool
    }

    /// The image placeholder's frame.
    var image: CGRect?
    /// The text.
    var text: Text?
    /// The secondary text.
    var secondaryText: Text?
    /// The height the content wants at the width laid out.
    var fittingHeight: CGFloat
    /// The width the content wants with no text wrapped: its margins, image and widest text.
    var naturalWidth: CGFloat

    /// The layout of `configuration` in `size` with `traits`; `accessoryEdges` are the edges next to an
    /// accessory, where the content keeps no margin (the accessory's spacing stands for it).
    init(
        _ configuration: UIListContentConfiguration, size: CGSize, traits: ContentTraits,
        accessoryEdges: (leading: Bool, trailing: Bool) = (false, false)
    ) {
        let margins = configuration.directionalLayoutMargins
        let leading = accessoryEdges.leading ? 0 : margins.leading
        let trailing = accessoryEdges.trailing ? 0 : margins.trailing
        let width = size.width
        let right = max(leading, width - trailing)
        let textFont = configuration.textProperties.font.adjusted(
            to: traits.category, adjusts: configuration.textProperties.adjustsFontForContentSizeCategory)
        let secondaryFont = configuration.secondaryTextProperties.font.adjusted(
            to: traits.category, adjusts: configuration.secondaryTextProperties.adjustsFontForContentSizeCategory)

        var imageSize = CGSize.zero
        if let image = configuration.image {
            imageSize = Self.imageSize(image, properties: configuration.imageProperties, lineHeight: textFont.lineHeight)
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
        func widest(_ text: String?, _ font: UIFont) -> CGFloat {
            guard let text else { return 0 }
            let one = TextLines(text, fontSize: Double(font.pointSize), width: .greatestFiniteMagnitude, maximumLines: 0, wraps: false)
            return CGFloat(one.lines.map(one.width).max() ?? 0)
        }
        let textWidth = sideBySide
            ? widest(shown, textFont) + configuration.textToSecondaryTextHorizontalPadding + widest(shownSecondary, secondaryFont)
            : max(widest(shown, textFont), widest(shownSecondary, secondaryFont))
        naturalWidth = (textX + textWidth + trailing).rounded(.up)
        let primaryHeight = primary.map { height($0, textFont) } ?? 0
        let secondaryHeight = secondary.map { height($0, secondaryFont) } ?? 0
        let blockHeight = sideBySide ? max(primaryHeight, secondaryHeight)
            : primaryHeight + secondaryHeight + (primary != nil && secondary != nil ? configuration.textToSecondaryTextVerticalPadding : 0)
        let contentHeight = max(imageSize.height, blockHeight)
        // On the pixel grid as a whole, so that the sum of margins and labels is the grid's figure (190/3), not
        // a floating-point neighbour of it.
        let natural = PixelGrid.ceil(margins.top + contentHeight + margins.bottom, scale: traits.displayScale)
        fittingHeight = configuration.style.isCell ? max(ListCellMetrics.minimumRowHeight, natural) : natural

        // Centred between the margins, even when taller than the space they leave (a header in a fixed height).
        let top = margins.top + (size.height - margins.top - margins.bottom - contentHeight) / 2
        let blockTop = top + (contentHeight - blockHeight) / 2
        func place(_ rect: CGRect) -> CGRect {
            traits.isRightToLeft ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        if configuration.image != nil {
            image = place(CGRect(x: leading, y: top + (contentHeight - imageSize.height) / 2, width: imageSize.width, height: imageSize.height))
        }
        if primary != nil {
            let y = sideBySide ? blockTop + (blockHeight - primaryHeight) / 2 : blockTop
            text = Text(frame: place(CGRect(x: textX, y: y, width: available, height: primaryHeight)), font: textFont,
                        alignsTrailing: false)
        }
        if secondary != nil {
            let y = sideBySide ? blockTop + (blockHeight - secondaryHeight) / 2
                : blockTop + (primary == nil ? 0 : primaryHeight + configuration.textToSecondaryTextVerticalPadding)
            secondaryText = Text(frame: place(CGRect(x: textX, y: y, width: available, height: secondaryHeight)),
                                 font: secondaryFont, alignsTrailing: sideBySide)
        }
    }

    /// The size laid out for an image: the reserved size where set, else the image's own (within the maximum),
    /// else (a system symbol, which has no size here) a square as tall as a line of the text: a stand-in for the
    /// symbol drawn at the text's size.
    private static func imageSize(_ image: UIImage, properties: UIListContentImageProperties, lineHeight: CGFloat) -> CGSize {
        let standard = lineHeight.rounded(.up)
        var size = image.size == .zero ? CGSize(width: standard, height: standard) : image.size
        if properties.maximumSize.width > 0 { size.width = min(size.width, properties.maximumSize.width) }
        if properties.maximumSize.height > 0 { size.height = min(size.height, properties.maximumSize.height) }
        let reserved = properties.reservedLayoutSize
        if reserved.width == UIListContentImageProperties.standardDimension { size.width = max(size.width, standard) }
        else if reserved.width > 0 { size.width = max(size.width, reserved.width) }
        if reserved.height == UIListContentImageProperties.standardDimension { size.height = max(size.height, standard) }
        else if reserved.height > 0 { size.height = max(size.height, reserved.height) }
        return size
    }
}
#endif
