#if !canImport(UIKit)
/// The styles a list content configuration starts from, as UIKit's factory methods. Fonts are Dynamic Type
/// text styles (sized by Apple's table at the app's text size); which style each configuration uses, and its
/// colours, are this module's reading of what iOS shows (Apple documents the styles' purpose, not their fonts);
/// docs/uikit-host.md lists them. On the main actor, where the app's text size is read.
@MainActor
extension UIListContentConfiguration {
    /// A row: Body text, Subheadline secondary text below it.
    @preconcurrency public static func cell() -> UIListContentConfiguration { make(.cell) }
    /// A row with secondary text below the text.
    @preconcurrency public static func subtitleCell() -> UIListContentConfiguration { make(.subtitleCell) }
    /// A row with secondary text in Body on the trailing side, beside the text when both fit.
    @preconcurrency public static func valueCell() -> UIListContentConfiguration {
        var configuration = make(.valueCell, secondary: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// A plain list's header: Headline text.
    @preconcurrency public static func header() -> UIListContentConfiguration { make(.header, text: .headline, secondary: .subheadline) }
    /// A plain list's header, as UIKit's iOS 14 name.
    @preconcurrency public static func plainHeader() -> UIListContentConfiguration { header() }
    /// A plain list's footer: Footnote in the secondary colour.
    @preconcurrency public static func footer() -> UIListContentConfiguration { make(.footer, text: .footnote, textColor: .secondaryLabel) }
    /// A plain list's footer, as UIKit's iOS 14 name.
    @preconcurrency public static func plainFooter() -> UIListContentConfiguration { footer() }
    /// A grouped list's header: Footnote in the secondary colour.
    @preconcurrency public static func groupedHeader() -> UIListContentConfiguration {
        make(.groupedHeader, text: .footnote, textColor: .secondaryLabel)
    }
    /// A grouped list's footer: Footnote in the secondary colour.
    @preconcurrency public static func groupedFooter() -> UIListContentConfiguration {
        make(.groupedFooter, text: .footnote, textColor: .secondaryLabel)
    }
    /// An inset-grouped list's prominent header: bold Title 3.
    @preconcurrency public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        make(.prominentInsetGroupedHeader, text: .title3, bold: true)
    }
    /// An inset-grouped list's extra-prominent header: bold Title 2.
    @preconcurrency public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        make(.extraProminentInsetGroupedHeader, text: .title2, bold: true)
    }
    /// A sidebar row.
    @preconcurrency public static func sidebarCell() -> UIListContentConfiguration { make(.sidebarCell) }
    /// A sidebar row with secondary text below the text.
    @preconcurrency public static func sidebarSubtitleCell() -> UIListContentConfiguration { make(.sidebarSubtitleCell) }
    /// A row of a sidebar accompanied by another list.
    @preconcurrency public static func accompaniedSidebarCell() -> UIListContentConfiguration { make(.accompaniedSidebarCell) }
    /// A row of an accompanied sidebar with secondary text below the text.
    @preconcurrency public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        make(.accompaniedSidebarSubtitleCell)
    }
    /// A sidebar's header: Headline in the secondary colour.
    @preconcurrency public static func sidebarHeader() -> UIListContentConfiguration {
        make(.sidebarHeader, text: .headline, textColor: .secondaryLabel)
    }

    /// A configuration of `style`: `text` in `textColor` (bold when asked), secondary text of `secondary` in the
    /// secondary label colour; the cell margins for cells, the header margins for headers and footers.
    private static func make(
        _ style: Style, text: UIFont.TextStyle = .body, textColor: UIColor = .label, bold: Bool = false,
        secondary: UIFont.TextStyle = .subheadline
    ) -> UIListContentConfiguration {
        var font = UIFont.preferredFont(forTextStyle: text)
        if bold { font = font.withWeight(.bold) }
        let vertical = style.isCell ? ListCellMetrics.verticalMargin : ListCellMetrics.headerVerticalMargin
        let horizontal = ListCellMetrics.horizontalMargin(regularWidth: false)
        return UIListContentConfiguration(
            style: style, text: UIListContentTextProperties(font: font, color: textColor),
            secondaryText: UIListContentTextProperties(font: .preferredFont(forTextStyle: secondary), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
    }
}
#endif
