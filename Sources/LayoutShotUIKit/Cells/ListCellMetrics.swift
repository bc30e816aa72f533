#if !canImport(UIKit)
/// The sizes list cells are laid out with. Apple documents few of them (the system draws its own cells); each
/// says where it comes from, and a figure Apple does not document is named a stand-in, the value this module
/// chose, so that a picture can be read against a device's without guessing.
enum ListCellMetrics {
    /// A row is at least 44 points tall: the hit target Apple's Human Interface Guidelines give tappable
    /// controls ("Layout", "Buttons": at least 44×44 pt), the row height `CompositionalListConfiguration.Metrics`
    /// estimates rows at. Kept at every text size; larger text makes rows taller through their content.
    static let minimumRowHeight: CGFloat = 44
    /// The leading and trailing margin of a cell's content on a compact-width screen: 16 points, and 20 in a
    /// regular width, the two figures Apple gives for a view controller's root view (`UIView.directionalLayoutMargins`:
    /// "can be either 16 or 20 points"), which a list's cells line up with.
    static func horizontalMargin(regularWidth: Bool) -> CGFloat { regularWidth ? 20 : 16 }
    /// The top and bottom margin of a cell's content: a stand-in of 11 points, chosen so that one line of Body
    /// text (22 points of leading at the Large size in the Human Interface Guidelines' typography table) fills the
    /// 44-point minimum row exactly: 11 + 22 + 11 = 44.
    static let verticalMargin: CGFloat = 11
    /// The top and bottom margin of a header's or footer's content: a stand-in of 6 points (Apple documents none).
    static let headerVerticalMargin: CGFloat = 6
    /// The standard space between sibling views, 8 points (Apple's Auto Layout Guide, "Visual Format Language":
    /// the standard spacing): between text and side-by-side secondary text, between accessories, and between
    /// accessories and the content.
    static let standardSpacing: CGFloat = 8
    /// The space between text and stacked secondary text: a stand-in of 3 points (Apple documents none).
    static let textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the image and the text: a stand-in equal to the leading margin, 16 points (Apple
    /// documents none).
    static let imageToTextPadding: CGFloat = 16
    /// How far each outline level indents a row: 10 points, the default `indentationWidth` Apple documents for
    /// `UITableViewCell`, which list cells share.
    static let indentationWidth: CGFloat = 10
    /// The width an accessory glyph reserves: a stand-in sized like the glyph at Body size (Apple documents none).
    static func accessoryWidth(_ type: UICellAccessory.AccessoryType) -> CGFloat {
        switch type {
        case .disclosureIndicator, .popUpMenu: 10
        case .checkmark, .outlineDisclosure: 17
        default: 22
        }
    }
}
#endif
