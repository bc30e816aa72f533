#if !canImport(UIKit)
import LayoutCore

/// The rounded ends of an inset-grouped list section: UIKit draws a section's rows as one rounded card, so the
/// first row's top corners and the last row's bottom corners are cut by the section background's corner radius.
/// The card is the rows' own backgrounds: UIKit has no view behind them (a row whose background configuration
/// is clear shows the list's background there), so the engine's card is kept for its outline and drawn clear.
enum InsetGroupedCorners {
    /// `drawn` with each list row that shows a background and meets the top or bottom of its section's rounded
    /// background clipped to that background's outline, and each such background drawn clear.
    static func apply(to drawn: [LayoutAttributes]) -> [LayoutAttributes] {
        let cards = drawn.filter {
            $0.kind == .decoration && $0.elementKind == CompositionalListConfiguration.backgroundElementKind && $0.cornerRadius > 0
        }
        guard !cards.isEmpty else { return drawn }
        return drawn.map { element in
            if element.kind == .decoration, element.elementKind == CompositionalListConfiguration.backgroundElementKind,
                element.color == nil, element.content == nil {
                var card = element
                card.content = ElementContent(background: RGBAColor(r: 0, g: 0, b: 0, a: 0))
                return card
            }
            guard element.kind == .cell, element.clip == nil, element.content?.background != nil,
                let card = cards.first(where: { $0.section == element.section && meets(element.frame, $0.frame) })
            else { return element }
            var clipped = element
            let outline = card.frame.offsetBy(dx: -element.frame.x, dy: -element.frame.y)
            clipped.clip = .roundedRect(outline, radius: card.cornerRadius)
            return clipped
        }
    }

    /// Whether `row` lies across `card` and touches its top or bottom edge.
    private static func meets(_ row: Rect2D, _ card: Rect2D) -> Bool {
        let tolerance = 1e-6
        return row.x >= card.x - tolerance && row.maxX <= card.maxX + tolerance
            && (abs(row.y - card.y) < tolerance || abs(row.maxY - card.maxY) < tolerance)
    }
}
#endif
