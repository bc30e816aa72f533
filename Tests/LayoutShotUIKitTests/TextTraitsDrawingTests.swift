import LayoutCore
import LayoutShotUIKit
import Testing

/// A label's font weight and slant reach the lines it draws: the embedded font has one regular face, so the
/// picture synthesizes bold (a thicker outline) and italic (a slant) from these traits.
@MainActor
struct TextTraitsDrawingTests {
    /// Bold is 0.4 on UIKit's weight scale, Headline semibold (0.3, as UIKit makes it), the italic system font
    /// slants, the plain system font is regular.
    @Test func aLabelsWeightAndSlantReachItsLines() throws {
        let fonts: [UIFont] = [
            .boldSystemFont(ofSize: 20), .preferredFont(forTextStyle: .headline), .italicSystemFont(ofSize: 20),
            .systemFont(ofSize: 20),
        ]
        let host = ListCellContentTests.host(counts: [fonts.count]) { cell, indexPath in
            let label = UILabel(frame: CGRect(x: 20, y: 5, width: 200, height: 30))
            label.text = "Custom"
            label.font = fonts[indexPath.item]
            cell.contentView.addSubview(label)
        }
        let rows = try host.resolveContent().attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        let traits = rows.map { row in
            (row.content?.marks ?? []).compactMap { mark -> TextTraits? in
                if case let .text(_, _, _, _, traits) = mark { return traits }
                return nil
            }
        }
        #expect(traits == [
            [TextTraits(weight: 0.4)], [TextTraits(weight: 0.3)], [TextTraits(isItalic: true)], [TextTraits.regular],
        ])
    }
}
