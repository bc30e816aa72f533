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

    /// The layout of `configuration` in `size` with `traits`; `accessoryEdges` are the edges next to an
    /// accessory, where the content keeps no margin (the accessory's spacing stands for it).
    init(
        _ configuration: UIListContentConfiguration, size: CGSize, traits: ContentTraits,
        accessoryEdges: (leading: Bool, trailing: Bool) = (false, false)
    ) {
        self.init(ListContentMeasure(configuration, width: size.width, traits: traits, accessoryEdges: accessoryEdges),
                  configuration, size: size, isRightToLeft: traits.isRightToLeft)
    }

    /// The layout of `configuration` in `size` from its `measure` at that width: only the vertical placement
    /// depends on the height.
    init(_ measure: ListContentMeasure, _ configuration: UIListContentConfiguration, size: CGSize, isRightToLeft: Bool) {
        let margins = configuration.directionalLayoutMargins
        let width = size.width
        let textX = measure.textX, available = measure.available
        let contentHeight = measure.contentHeight, blockHeight = measure.blockHeight
        let primaryHeight = measure.primaryHeight ?? 0, secondaryHeight = measure.secondaryHeight ?? 0
        let sideBySide = measure.sideBySide
        fittingHeight = measure.fittingHeight

        // Centred between the margins, even when taller than the space they leave (a header in a fixed height).
        let top = margins.top + (size.height - margins.top - margins.bottom - contentHeight) / 2
        let blockTop = top + (contentHeight - blockHeight) / 2
        func place(_ rect: CGRect) -> CGRect {
            isRightToLeft ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        if let imageSize = measure.imageSize {
            image = place(CGRect(x: measure.leading, y: top + (contentHeight - imageSize.height) / 2,
                                 width: imageSize.width, height: imageSize.height))
        }
        if measure.primaryHeight != nil {
            let y = sideBySide ? blockTop + (blockHeight - primaryHeight) / 2 : blockTop
            text = Text(frame: place(CGRect(x: textX, y: y, width: available, height: primaryHeight)), font: measure.textFont,
                        alignsTrailing: false)
        }
        if measure.secondaryHeight != nil {
            let y = sideBySide ? blockTop + (blockHeight - secondaryHeight) / 2
                : blockTop + (measure.primaryHeight == nil ? 0 : primaryHeight + configuration.textToSecondaryTextVerticalPadding)
            secondaryText = Text(frame: place(CGRect(x: textX, y: y, width: available, height: secondaryHeight)),
                                 font: measure.secondaryFont, alignsTrailing: sideBySide)
        }
    }

    /// The size laid out for an image: the reserved size where set, else the image's own (within the maximum),
    /// else (a system symbol, which has no size here) a square as tall as a line of the text: a stand-in for the
    /// symbol drawn at the text's size.
    static func imageSize(_ image: UIImage, properties: UIListContentImageProperties, lineHeight: CGFloat) -> CGSize {
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
