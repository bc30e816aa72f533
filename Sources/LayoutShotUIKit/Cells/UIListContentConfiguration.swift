#if !canImport(UIKit)
import Foundation

/// What a list row, header or footer shows, as UIKit's structure: text, secondary text and an image with their
/// styles and the margins and paddings between them. Start from a style (`cell()`, `subtitleCell()`, ...) or a
/// cell's `defaultContentConfiguration()`; `UIListContentView` lays it out as `ListContentLayout` says.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The style the configuration started from: it decides the minimum height and the margins.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
        case accompaniedSidebarSubtitleCell, header, footer, groupedHeader, groupedFooter, prominentInsetGroupedHeader
        case extraProminentInsetGroupedHeader, sidebarHeader

        /// Whether rows of the style keep the 44-point minimum height (cells; headers and footers do not).
        var isCell: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
                 .accompaniedSidebarSubtitleCell: true
            default: false
            }
        }
    }

    /// The image; a placeholder box is drawn where it is laid out.
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = UIListContentImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; its characters are what is shown.
    public var attributedText: NSAttributedString?
    /// How the primary text looks.
    public var textProperties: UIListContentTextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes; its characters are what is shown.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text looks.
    public var secondaryTextProperties: UIListContentTextProperties
    /// The margins between the content and the content view's edges.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes on which the content view keeps its superview's layout margins; kept.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// Whether text and secondary text sit side by side when both fit on one line.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text.
    public var imageToTextPadding = ListCellMetrics.imageToTextPadding
    /// The least space between side-by-side text and secondary text.
    public var textToSecondaryTextHorizontalPadding = ListCellMetrics.standardSpacing
    /// The space between stacked text and secondary text.
    public var textToSecondaryTextVerticalPadding = ListCellMetrics.textToSecondaryTextVerticalPadding
    /// The style the configuration started from.
    let style: Style

    /// A configuration of `style` with its fonts and colours.
    init(style: Style, text: UIListContentTextProperties, secondaryText: UIListContentTextProperties, margins: NSDirectionalEdgeInsets) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondaryText
        directionalLayoutMargins = margins
    }

    /// A new `UIListContentView` showing the configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration unchanged: its colours do not depend on the state here.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// The primary text shown (the attributed text's characters when set), case-transformed.
    var shownText: String? {
        (attributedText?.string ?? text).map(textProperties.transformed)
    }

    /// The secondary text shown, case-transformed.
    var shownSecondaryText: String? {
        (secondaryAttributedText?.string ?? secondaryText).map(secondaryTextProperties.transformed)
    }
}
#endif
