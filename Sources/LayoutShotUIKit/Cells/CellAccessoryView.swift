#if !canImport(UIKit)
import LayoutCore

/// The view a list cell shows an accessory in: a glyph of simple vector shapes (chevron, checkmark, circles),
/// a label for a label accessory, or the app's view for a custom one. The glyphs are this module's drawings
/// of the system's symbols, centred in the view at Body size.
@MainActor
final class CellAccessoryView: UIView {
    /// The accessory shown.
    let accessory: UICellAccessory
    /// The label of a label accessory.
    private(set) var label: UILabel?
    /// How much larger than at the Large text size the glyph is drawn: Body's size at the text size over its
    /// 17 points, as symbols follow the text they stand beside.
    private let glyphScale: Double

    /// A view for `accessory`, `traits` deciding a label's text size.
    init(_ accessory: UICellAccessory, traits: ContentTraits) {
        self.accessory = accessory
        glyphScale = DynamicTypeStyle.body.pointSize(at: TextSizeCategory(traits.category)) / 17
        super.init(frame: .zero)
        if accessory.accessoryType == .label {
            let label = UILabel(frame: .zero)
            label.text = accessory.text
            label.font = (accessory.font ?? .preferredFont(forTextStyle: .body)).adjusted(to: traits.category, adjusts: true)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
            self.label = label
        } else if let custom = accessory.customView {
            addSubview(custom)
        }
        isHidden = accessory.isHidden
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The width the accessory takes.
    var width: CGFloat {
        switch accessory.reservedLayoutWidth {
        case .custom(let width): return width
        case .standard where accessory.accessoryType != .label && accessory.accessoryType != .customView:
            return ListCellMetrics.accessoryWidth(accessory.accessoryType) * CGFloat(glyphScale)
        default:
            if let label { return label.intrinsicContentSize.width }
            return accessory.customView?.frame.width ?? ListCellMetrics.accessoryWidth(accessory.accessoryType)
        }
    }

    /// Fills the height it is given: a label spans it, an app's view is centred in it.
    override func layoutSubviews() {
        label?.frame = bounds
        if let custom = accessory.customView {
            let size = custom.frame.size
            custom.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
    }

    /// The glyph's marks in the view's coordinates, `rightToLeft` turning the chevrons round.
    func glyph(rightToLeft: Bool) -> [ElementContent.Mark] {
        let c = Point2D(x: Double(bounds.midX), y: Double(bounds.midY))
        let gray = RGBAColor(r: 196, g: 196, b: 199)
        let tint = (accessory.tintColor ?? .systemBlue).rgbaColor
        func color(_ fallback: RGBAColor) -> RGBAColor { accessory.tintColor?.rgbaColor ?? fallback }
        let k = glyphScale
        func p(_ dx: Double, _ dy: Double) -> Point2D { Point2D(x: c.x + k * (rightToLeft ? -dx : dx), y: c.y + k * dy) }
        let circle = Rect2D(x: c.x - 11 * k, y: c.y - 11 * k, width: 22 * k, height: 22 * k)
        let white = RGBAColor(r: 255, g: 255, b: 255)
        switch accessory.accessoryType {
        case .outlineDisclosure where (superview as? UICollectionViewListCell)?.isOutlineExpanded == true:
            // Expanded, the chevron is turned a quarter round to point down, as UIKit shows an open outline item.
            return [.polyline([p(-6, -2.5), p(0, 3.5), p(6, -2.5)], color: color(gray), width: 2, closed: false, filled: false)]
        case .disclosureIndicator, .outlineDisclosure:
            return [.polyline([p(-2.5, -6), p(3.5, 0), p(-2.5, 6)], color: color(gray), width: 2, closed: false, filled: false)]
        case .checkmark:
            return [.polyline([p(-6.5, 0), p(-2, 5), p(6.5, -6)], color: tint, width: 2, closed: false, filled: false)]
        case .delete, .insert:
            let fill = accessory.backgroundColor ?? (accessory.accessoryType == .delete ? .systemRed : .systemGreen)
            var marks: [ElementContent.Mark] = [
                .ellipse(circle, fill: fill.rgbaColor, stroke: nil, strokeWidth: 0),
                .polyline([p(-6, 0), p(6, 0)], color: white, width: 2, closed: false, filled: false),
            ]
            if accessory.accessoryType == .insert {
                marks.append(.polyline([p(0, -6), p(0, 6)], color: white, width: 2, closed: false, filled: false))
            }
            return marks
        case .reorder:
            return [-5.0, 0, 5].map { .polyline([p(-8, $0), p(8, $0)], color: color(gray), width: 1.5, closed: false, filled: false) }
        case .multiselect:
            return [.ellipse(circle.insetBy(1), fill: nil, stroke: color(gray), strokeWidth: 1.5)]
        case .detail:
            return [
                .ellipse(circle.insetBy(1), fill: nil, stroke: tint, strokeWidth: 1.5),
                .polyline([p(0, -2), p(0, 6)], color: tint, width: 2, closed: false, filled: false),
                .ellipse(Rect2D(x: c.x - 1.25 * k, y: c.y - 6.5 * k, width: 2.5 * k, height: 2.5 * k), fill: tint, stroke: nil, strokeWidth: 0),
            ]
        case .popUpMenu:
            return [
                .polyline([p(-4, -3), p(0, -7), p(4, -3)], color: color(gray), width: 2, closed: false, filled: false),
                .polyline([p(-4, 3), p(0, 7), p(4, 3)], color: color(gray), width: 2, closed: false, filled: false),
            ]
        case .label, .customView:
            return []
        }
    }
}
#endif
