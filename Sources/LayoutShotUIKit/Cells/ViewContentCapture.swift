#if !canImport(UIKit)
import LayoutCore

/// What an element's view shows, read from its view tree once the host applied the attributes: a cell's
/// background configuration (or a list row's default background, or the view's background colour), then,
/// back to front, every visible subview's background colour, labels' lines of text, image views' placeholders,
/// switches and accessories' glyphs, at the frames the views have. Text is laid out as `TextLines` breaks it, in the
/// label's font at the text size (Dynamic Type) when the label adjusts to it.
@MainActor
enum ViewContentCapture {
    /// The light appearance's systemGray5 (229, 229, 234; Human Interface Guidelines, Color): an image placeholder.
    static let imagePlaceholder = RGBAColor(r: 229, g: 229, b: 234)

    /// The content `view` shows as an element of `kind`, or nil when it shows nothing beyond the theme's box.
    static func content(of view: UIView, kind: ElementKind) -> ElementContent? {
        let cell = view as? UICollectionViewCell
        // Laid out before it is shown, as UIKit lays out every view it displays: a header pinning its label with
        // constraints gets the label's frame from them.
        if let cell { cell.layoutForDrawing() } else { view.layoutSubviewsOfTree() }
        var content = ElementContent()
        let bounds = view.bounds
        if let background = cell?.backgroundConfiguration ?? defaultBackground(of: view, kind: kind) {
            addBackground(background, of: view, to: &content)
        } else if let color = view.backgroundColor, color.alpha > 0 {
            content.background = color.rgbaColor
            content.cornerRadius = Double(view.madeLayer?.cornerRadius ?? 0)
        }
        let subviews = view.subviews
        guard !subviews.isEmpty else { return content.background == nil ? nil : content }
        let traits = ContentTraits(of: view)
        for subview in subviews {
            capture(subview, origin: CGPoint(x: -bounds.minX, y: -bounds.minY), traits: traits, into: &content.marks)
        }
        return content.background == nil && content.marks.isEmpty ? nil : content
    }

    /// A list cell's background when the app set none: shown as a cell, its list's row background
    /// (`defaultBackgroundConfiguration()`: white in a plain or grouped list, clear in a sidebar; updated for a
    /// selected row, as UIKit's list cells update automatically); shown as a header or footer, clear (a grouped list's
    /// header background, and a plain one's until it is pinned), so its text shows on the list's background.
    private static func defaultBackground(of view: UIView, kind: ElementKind) -> UIBackgroundConfiguration? {
        guard let cell = view as? UICollectionViewListCell else { return nil }
        guard kind == .cell else { return .clear() }
        let background = cell.defaultBackgroundConfiguration()
        // The update changes only a selected or highlighted row's (`UIBackgroundConfiguration.updated(for:)`); a
        // cell of the host's classes states just its own flags, so an unselected one needs no state made.
        if cell.isHostClass, !cell.isSelected, !cell.isHighlighted { return background }
        return background.updated(for: cell.configurationState)
    }

    /// `background` drawn over the whole box when it covers it plainly, else as a box of its insets and outline.
    private static func addBackground(_ background: UIBackgroundConfiguration, of view: UIView, to content: inout ElementContent) {
        let color = background.resolvedBackgroundColor(for: view.tintColor ?? .systemBlue).rgbaColor
        let insets = background.backgroundInsets
        if insets == .zero, background.strokeWidth == 0 {
            content.background = color
            content.cornerRadius = Double(background.cornerRadius)
        } else {
            content.background = RGBAColor(r: 0, g: 0, b: 0, a: 0)
            let rtl = ContentTraits(of: view).isRightToLeft
            let left = rtl ? insets.trailing : insets.leading, right = rtl ? insets.leading : insets.trailing
            let box = Rect2D(
                x: Double(left), y: Double(insets.top), width: Double(view.bounds.width - left - right),
                height: Double(view.bounds.height - insets.top - insets.bottom))
            let stroke = background.strokeWidth > 0 ? background.resolvedStrokeColor(for: view.tintColor ?? .systemBlue).rgbaColor : nil
            content.marks.append(.box(
                box.insetBy(-Double(background.strokeOutset)), fill: color.a > 0 ? color : nil, stroke: stroke,
                strokeWidth: Double(background.strokeWidth), cornerRadius: Double(background.cornerRadius)))
        }
        if let custom = background.customView {
            custom.frame = view.bounds
            custom.layoutSubviewsOfTree()
            capture(custom, origin: .zero, traits: ContentTraits(of: view), into: &content.marks)
        }
    }

    /// The marks of `view` (whose superview's bounds origin is at `origin` in the element) and its subviews.
    private static func capture(_ view: UIView, origin: CGPoint, traits: ContentTraits, into marks: inout [ElementContent.Mark]) {
        guard !view.isHidden, view.alpha > 0, view.madeLayer?.isHidden != true else { return }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        let box = Rect2D(frame)
        if let color = view.backgroundColor, color.alpha > 0 {
            marks.append(.box(box, fill: color.rgbaColor, stroke: nil, strokeWidth: 0, cornerRadius: Double(view.madeLayer?.cornerRadius ?? 0)))
        }
        switch view {
        case let label as UILabel:
            marks += lines(of: label, in: box, traits: traits)
        case let imageView as UIImageView where imageView.image?.symbolName != nil:
            // Symbols are templates drawn in the view's tint colour (UIImageView.tintColor).
            let name = imageView.image?.symbolName ?? ""
            marks += SymbolGlyph.marks(named: name, in: box, color: (imageView.tintColor ?? .systemBlue).rgbaColor)
        case let imageView as UIImageView where imageView.image != nil:
            let radius = Double(imageView.madeLayer?.cornerRadius ?? 0)
            marks.append(.box(box, fill: imagePlaceholder, stroke: nil, strokeWidth: 0, cornerRadius: radius > 0 ? radius : min(4, box.width / 4)))
        case let toggle as UISwitch:
            marks += toggle.marks(in: box, rightToLeft: traits.isRightToLeft)
        case let accessory as CellAccessoryView:
            marks += accessory.glyph(rightToLeft: traits.isRightToLeft).map { $0.offsetBy(dx: box.x, dy: box.y) }
        default:
            break
        }
        let inner = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        for subview in view.subviews {
            capture(subview, origin: inner, traits: traits, into: &marks)
        }
    }

    /// The label's lines in `box`: broken as `TextLines` breaks them to the label's width, centred vertically
    /// as UILabel centres its text, each line placed by the label's alignment (natural: the leading side).
    static func lines(of label: UILabel, in box: Rect2D, traits: ContentTraits) -> [ElementContent.Mark] {
        guard let text = label.text, !text.isEmpty, let font = label.font else { return [] }
        let shown = font.adjusted(to: traits.category, adjusts: label.adjustsFontForContentSizeCategory)
        let size = Double(shown.pointSize), lineHeight = Double(shown.lineHeight)
        let broken = TextLines(text, fontSize: size, width: box.width, maximumLines: label.numberOfLines, wraps: label.numberOfLines != 1)
        let top = box.y + (box.height - Double(broken.lines.count) * lineHeight) / 2
        let color = (label.textColor ?? .black).rgbaColor
        let style = TextTraits(weight: Double(shown.weight.rawValue), isItalic: shown.isItalic)
        return broken.lines.enumerated().compactMap { index, line in
            guard !line.isEmpty else { return nil }
            let width = broken.width(of: line)
            let x: Double
            switch label.textAlignment {
            case .left: x = box.x
            case .right: x = box.maxX - width
            case .center: x = box.midX - width / 2
            case .natural, .justified: x = traits.isRightToLeft ? box.maxX - width : box.x
            }
            return .text(line, fontSize: size, line: Rect2D(x: x, y: top + Double(index) * lineHeight, width: width, height: lineHeight), color: color,
                         traits: style)
        }
    }
}

extension ElementContent.Mark {
    /// The mark moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> ElementContent.Mark {
        func move(_ point: Point2D) -> Point2D { Point2D(x: point.x + dx, y: point.y + dy) }
        switch self {
        case let .box(rect, fill, stroke, width, radius):
            return .box(rect.offsetBy(dx: dx, dy: dy), fill: fill, stroke: stroke, strokeWidth: width, cornerRadius: radius)
        case let .text(text, size, line, color, style):
            return .text(text, fontSize: size, line: line.offsetBy(dx: dx, dy: dy), color: color, traits: style)
        case let .polyline(points, color, width, closed, filled):
            return .polyline(points.map(move), color: color, width: width, closed: closed, filled: filled)
        case let .ellipse(rect, fill, stroke, width):
            return .ellipse(rect.offsetBy(dx: dx, dy: dy), fill: fill, stroke: stroke, strokeWidth: width)
        }
    }
}
#endif
