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
    public var image: UIImage? {
        get { storage.fields.image }
        set { uniqueStorage().fields.image = newValue }
    }
    /// How the image looks.
    public var imageProperties: UIListContentImageProperties {
        get { storage.fields.imageProperties }
        set { uniqueStorage().fields.imageProperties = newValue }
    }
    /// The primary text.
    public var text: String? {
        get { storage.fields.text }
        set { uniqueStorage().fields.text = newValue }
    }
    /// The primary text with attributes; its characters are what is shown.
    public var attributedText: NSAttributedString? {
        get { storage.fields.attributedText }
        set { uniqueStorage().fields.attributedText = newValue }
    }
    /// How the primary text looks.
    public var textProperties: UIListContentTextProperties {
        get { storage.fields.textProperties }
        set { uniqueStorage().fields.textProperties = newValue }
    }
    /// The secondary text.
    public var secondaryText: String? {
        get { storage.fields.secondaryText }
        set { uniqueStorage().fields.secondaryText = newValue }
    }
    /// The secondary text with attributes; its characters are what is shown.
    public var secondaryAttributedText: NSAttributedString? {
        get { storage.fields.secondaryAttributedText }
        set { uniqueStorage().fields.secondaryAttributedText = newValue }
    }
    /// How the secondary text looks.
    public var secondaryTextProperties: UIListContentTextProperties {
        get { storage.fields.secondaryTextProperties }
        set { uniqueStorage().fields.secondaryTextProperties = newValue }
    }
    /// The margins between the content and the content view's edges.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storage.fields.directionalLayoutMargins }
        set { uniqueStorage().fields.directionalLayoutMargins = newValue }
    }
    /// The axes on which the content view keeps its superview's layout margins; kept.
    public var axesPreservingSuperviewLayoutMargins: UIAxis {
        get { storage.fields.axesPreservingSuperviewLayoutMargins }
        set { uniqueStorage().fields.axesPreservingSuperviewLayoutMargins = newValue }
    }
    /// Whether text and secondary text sit side by side when both fit on one line.
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { storage.fields.prefersSideBySideTextAndSecondaryText }
        set { uniqueStorage().fields.prefersSideBySideTextAndSecondaryText = newValue }
    }
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat {
        get { storage.fields.imageToTextPadding }
        set { uniqueStorage().fields.imageToTextPadding = newValue }
    }
    /// The least space between side-by-side text and secondary text.
    public var textToSecondaryTextHorizontalPadding: CGFloat {
        get { storage.fields.textToSecondaryTextHorizontalPadding }
        set { uniqueStorage().fields.textToSecondaryTextHorizontalPadding = newValue }
    }
    /// The space between stacked text and secondary text.
    public var textToSecondaryTextVerticalPadding: CGFloat {
        get { storage.fields.textToSecondaryTextVerticalPadding }
        set { uniqueStorage().fields.textToSecondaryTextVerticalPadding = newValue }
    }
    /// The style the configuration started from.
    var style: Style { storage.fields.style }

    /// Every value, shared by copies until one of them changes (copy on write): a configuration is copied each
    /// time a cell, its content view and a measure take it, thousands of times per list, and one reference is
    /// cheaper to copy than the values.
    private var storage: ListContentConfigurationStorage

    /// A configuration of `style` with its fonts and colours.
    init(style: Style, text: UIListContentTextProperties, secondaryText: UIListContentTextProperties, margins: NSDirectionalEdgeInsets) {
        storage = ListContentConfigurationStorage(ListContentConfigurationFields(
            style: style, textProperties: text, secondaryTextProperties: secondaryText, directionalLayoutMargins: margins))
    }

    /// The storage, copied first when another configuration shares it.
    private mutating func uniqueStorage() -> ListContentConfigurationStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = ListContentConfigurationStorage(storage.fields) }
        return storage
    }

    /// Whether the two show the same: the same storage, or equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes the values.
    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
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
