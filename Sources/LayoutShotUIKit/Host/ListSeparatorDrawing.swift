#if !canImport(UIKit)
import LayoutCore

/// How a hosted list's separators are drawn. Their colour is UIKit's `separator`, (60, 60, 67) at 29 % (Human
/// Interface Guidelines, Color, "separator"), as the device draws it over the rows, rather than the render theme's
/// opaque line. A separator the list placed at the row's automatic inset starts at the row's primary text when the
/// row shows a system content configuration (`UICollectionViewListCell.separatorLayoutGuide`: "the separator
/// automatically aligns to the primary text in the content view"), so a row with an image has its separator under
/// the text, not under the image.
@MainActor
enum ListSeparatorDrawing {
    /// The leading insets the list layout gives an automatic separator: the cell's layout margin, 16 points on a
    /// compact width and 20 on a regular one (`CompositionalListConfiguration.Metrics.cellLayoutMargin`).
    static let automaticInsets: [Double] = [16, 20]

    /// `drawn` with every list separator in the separator colour (unless the layout gave it one) and, below a row
    /// whose cell in `views` (the views the pass made for the drawn elements) shows a list content view's text,
    /// starting at that text.
    static func apply(
        to drawn: [LayoutAttributes], views: [(key: VisibleViewKey, view: UICollectionReusableView)]
    ) -> [LayoutAttributes] {
        let color = UIColor.separator.rgbaColor
        let rows = Dictionary(
            drawn.lazy.filter { $0.kind == .cell }.map { (IndexPath(item: $0.item, section: $0.section), $0.frame) },
            uniquingKeysWith: { first, _ in first })
        // Looked up by index path once: asking the collection view row by row searched every element each time.
        let cells = Dictionary(
            views.lazy.filter { $0.key.kind == nil }.map { ($0.key.indexPath, $0.view as? UICollectionViewCell) },
            uniquingKeysWith: { first, _ in first })
        return drawn.map { element in
            guard element.kind == .decoration, element.elementKind == CompositionalListConfiguration.separatorElementKind
            else { return element }
            var separator = element
            if element.color == nil, element.content == nil { separator.content = ElementContent(background: color) }
            let indexPath = IndexPath(item: element.item, section: element.section)
            if let row = rows[indexPath], let text = textFrame(in: cells[indexPath] ?? nil) {
                separator.frame = aligned(element.frame, row: row, text: text)
            }
            return separator
        }
    }

    /// The separator's frame moved to start at the text, on whichever side it is inset automatically.
    private static func aligned(_ frame: Rect2D, row: Rect2D, text: CGRect) -> Rect2D {
        let tolerance = 1e-6
        if automaticInsets.contains(where: { abs(frame.x - row.x - $0) < tolerance }) {
            let start = row.x + Double(text.minX)
            return Rect2D(x: start, y: frame.y, width: max(0, frame.maxX - start), height: frame.height)
        }
        if automaticInsets.contains(where: { abs(row.maxX - frame.maxX - $0) < tolerance }) {
            let end = row.x + Double(text.maxX)
            return Rect2D(x: frame.x, y: frame.y, width: max(0, end - frame.x), height: frame.height)
        }
        return frame
    }

    /// The frame of the primary text of the list content view `cell` shows, in the cell's coordinates.
    private static func textFrame(in cell: UICollectionViewCell?) -> CGRect? {
        guard let cell, cell is UICollectionViewListCell, let content = listContentView(in: cell.contentView),
            !content.textLabel.isHidden, content.textLabel.text?.isEmpty == false
        else { return nil }
        let frame = content.textLabel.frame
        // The content view is the cell's own subview: its geometry alone maps the frame, without the round trip
        // through the whole hierarchy that `convert(_:to:)` makes for each corner.
        guard content.superview === cell else { return content.convert(frame, to: cell) }
        let map = content.toSuperview
        // A content view that is only moved maps the frame by its offset: the corners' extremes below, without them.
        if map.a == 1, map.b == 0, map.c == 0, map.d == 1 {
            let minX = frame.minX + map.tx, maxX = frame.maxX + map.tx, minY = frame.minY + map.ty, maxY = frame.maxY + map.ty
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        let xs = [frame.minX, frame.maxX].flatMap { x in [frame.minY, frame.maxY].map { CGPoint(x: x, y: $0).applying(map).x } }
        let ys = [frame.minX, frame.maxX].flatMap { x in [frame.minY, frame.maxY].map { CGPoint(x: x, y: $0).applying(map).y } }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private static func listContentView(in view: UIView) -> UIListContentView? {
        if let content = view as? UIListContentView { return content }
        for subview in view.subviews { if let content = listContentView(in: subview) { return content } }
        return nil
    }
}
#endif
