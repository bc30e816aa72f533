import LayoutCore

/// What a list draws around its rows on iOS, light appearance: the colours of its background, its sections'
/// backgrounds and its separators, and the figures that place them.
enum ListChrome {
    /// The background of a grouped or inset grouped list and of a `Form`: `UIColor.systemGroupedBackground`,
    /// "the color for the main background of your grouped interface" (Apple's `systemGroupedBackground`), light
    /// mode #F2F2F7 (Apple's Human Interface Guidelines, "Color", background colors).
    static let groupedBackground = RGBAColor(r: 242, g: 242, b: 247)
    /// The background of the rows of a grouped or inset grouped list: `UIColor.secondarySystemGroupedBackground`,
    /// "the color for content layered on top of the main background of your grouped interface", light mode white
    /// (Human Interface Guidelines, "Color").
    static let groupedRowBackground = RGBAColor(r: 255, g: 255, b: 255)
    /// The background of a plain or inset list, its rows and its section headers: `UIColor.systemBackground`, "the
    /// color for the main background of your interface", light mode white (Human Interface Guidelines, "Color").
    static let plainBackground = RGBAColor(r: 255, g: 255, b: 255)
    /// A row separator: `UIColor.opaqueSeparator` ("the color for borders or divider lines that hide any
    /// underlying content"), light mode #C6C6C8 (Human Interface Guidelines, "Color"), as `Divider` is drawn.
    static let separatorColor = ViewLayout.dividerColor
    /// A separator's thickness: one device pixel, `1 / displayScale`, the hairline UIKit draws under a list row
    /// (as the UIKit host does); the UIKit list engine's half point where the scale is not positive.
    static func separatorThickness(displayScale: CGFloat) -> CGFloat {
        CGFloat(CompositionalListConfiguration.Metrics.onePixel(displayScale: Double(displayScale)))
    }
    /// The corner radius of an inset grouped section's background. Apple documents none; the UIKit list engine's
    /// stand-in, 10 points (`CompositionalListConfiguration.Metrics.insetGroupedCornerRadius`), the radius Stack
    /// Overflow's answers recreating the Settings app's rounded sections use ("iOS 7 TableView like in Settings
    /// App on iPad").
    static let insetGroupedCornerRadius = CGFloat(CompositionalListConfiguration.Metrics().insetGroupedCornerRadius)

    /// The type names of the views a list adds to draw itself, which a picture shows and a path names.
    static let backgroundTypeName = "ListBackground"
    static let sectionBackgroundTypeName = "SectionBackground"
    static let rowBackgroundTypeName = "RowBackground"
    static let separatorTypeName = "Separator"

    /// The clip of a row's background (`listRowBackground`) that meets the top or bottom of its section's rounded
    /// card: the card's outline in the background's coordinates, as UIKit cuts the first and last cells of an
    /// inset grouped section to the section's corners; nil for any other view.
    static func cardClip(for node: ViewNode, in frame: CGRect) -> ClipShape? {
        guard node.isBackground, let row = node.parent, row.listRowRole == .row, let section = row.parent,
            let card = section.children.first(where: { $0.typeName == sectionBackgroundTypeName }), let outline = card.frame,
            case .leaf(.shape(let drawing)) = card.content, case .rounded(let radius) = drawing.corners
        else { return nil }
        let tolerance: CGFloat = 1e-6
        guard abs(frame.minY - outline.minY) < tolerance || abs(frame.maxY - outline.maxY) < tolerance else { return nil }
        return .roundedRect(Rect2D(outline.offsetBy(dx: -frame.minX, dy: -frame.minY)), radius: Double(radius))
    }

    /// A view filling the frame it is placed in with `color`, with `radius` corners.
    @MainActor
    static func fill(_ typeName: String, _ color: RGBAColor, radius: CGFloat = 0, _ environment: BuildEnvironment) -> ViewNode {
        ViewNode(
            typeName: typeName,
            content: .leaf(.shape(ShapeDrawing(fill: color, corners: radius > 0 ? .rounded(radius) : .square))),
            environment: environment)
    }
}

extension ListRowsStyle {
    /// The list's own background, behind its rows: the grouped background in the grouped styles, the system
    /// background in the plain ones (see `ListChrome`).
    var background: RGBAColor {
        switch self {
        case .grouped, .insetGrouped: ListChrome.groupedBackground
        case .plain, .inset: ListChrome.plainBackground
        }
    }

    /// The background behind a section's rows (not its header or footer): a white band across the list in the
    /// grouped style, a rounded white card in the inset grouped one; none in the plain styles, whose rows are on
    /// the list's own background.
    var sectionBackground: (color: RGBAColor, radius: CGFloat)? {
        switch self {
        case .grouped: (ListChrome.groupedRowBackground, 0)
        case .insetGrouped: (ListChrome.groupedRowBackground, ListChrome.insetGroupedCornerRadius)
        case .plain, .inset: nil
        }
    }

    /// Whether a section's last row has a separator below it: in the plain styles, where it divides the section
    /// from what follows; not in the grouped ones, whose section background ends there.
    var separatesLastRow: Bool {
        switch self {
        case .plain, .inset: true
        case .grouped, .insetGrouped: false
        }
    }

    /// The environment a section's header or footer is built in. In the grouped styles, text in the footnote
    /// style (13 points, Apple's Human Interface Guidelines, "Typography") and the secondary label colour
    /// (`UIColor.secondaryLabel`, light mode #3C3C43 at 60%, "Color"), as UIKit's grouped header and footer
    /// text, a header's uppercased: iOS 14 and later capitalise every grouped list header, undone with
    /// `textCase(nil)` (twostraws/HackingWithSwift pull request 62, "iOS 14.0 header uppercase problem"). The
    /// text's own font, colour or case win, as they are set inside. Plain and inset headers keep the content's.
    func captionEnvironment(_ environment: BuildEnvironment, isHeader: Bool) -> BuildEnvironment {
        guard sectionBackground != nil else { return environment }
        var styled = environment
        styled.values.font = .footnote
        styled.values.foreground = Color.secondary.rgba
        if isHeader { styled.values.textCase = .uppercase }
        return styled
    }

    /// Whether section headers stay at the top (and footers at the bottom) while their section scrolls under them,
    /// as a plain table view's do (Apple's `UITableView.Style.plain`: section headers and footers "float when the
    /// table view is scrolled"; `.grouped`: they "don't float").
    var pinsHeaders: Bool { self == .plain }
}
