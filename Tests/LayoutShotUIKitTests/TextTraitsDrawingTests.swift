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

/// An image view showing a system symbol draws the symbol's stand-in in its tint colour, not the grey placeholder.
@MainActor
struct SymbolImageDrawingTests {
    @Test func aSymbolIsDrawnInTheTintColour() throws {
        let host = ListCellContentTests.host { cell, _ in
            let imageView = UIImageView(frame: CGRect(x: 20, y: 10, width: 20, height: 20))
            imageView.image = UIImage(systemName: "checkmark")
            imageView.tintColor = .systemRed
            cell.contentView.addSubview(imageView)
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        // systemRed, light mode (Human Interface Guidelines, "Color").
        let red = RGBAColor(r: 255, g: 59, b: 48)
        // The checkmark's first point is (0.12, 0.55) of the 20-point side from the view's corner (20, 10).
        let strokes = (row.content?.marks ?? []).compactMap { mark -> [Point2D]? in
            if case let .polyline(points, color, _, _, _) = mark, color == red { return points }
            return nil
        }
        #expect(strokes.count == 1)
        let first = try #require(strokes.first?.first)
        #expect(abs(first.x - 22.4) < 1e-9)
        #expect(abs(first.y - 21) < 1e-9)
    }
}
