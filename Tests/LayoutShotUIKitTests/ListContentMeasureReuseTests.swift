import LayoutCore
@testable import LayoutShotUIKit
import Testing

/// A list content view measures its text once while nothing the measure depends on changes: setting the
/// configuration lays out, sizing measures at the same width and drawing lays out again, and each reuses it.
@MainActor
struct ListContentMeasureReuseTests {
    static func content(of cell: UICollectionViewCell?) throws -> UIListContentView {
        try #require(cell?.contentView as? UIListContentView)
    }

    static func close(_ a: CGRect, _ b: CGRect?) -> Bool {
        guard let b else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    @Test func aSizedThenDrawnCellMeasuresItsTextOnce() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        // Without a host a cell takes the app's scale and text size, which the last host set: the 3× grid and
        // Large are set here, else the test's figures depend on which test ran before it.
        cell.traitOverrides.displayScale = 3
        cell.traitOverrides.preferredContentSizeCategory = .large
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "Title"
        configuration.secondaryText = "Subtitle"
        cell.contentConfiguration = configuration
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        cell.bounds.size = fitted
        cell.layoutForDrawing()
        let content = try Self.content(of: cell)
        // The configuration update's layout, the fitting height and the drawing layout: one measure at 390.
        #expect(content.measuresMade == 1)
        // 11 + 61/3 (a 20.29-point Body line on the 3× pixel grid) + 3 + 18 (Subheadline) + 11 = 190/3, as a fresh
        // layout gives.
        #expect(fitted.width == 390 && abs(fitted.height - 190.0 / 3) < 1e-9)
        let fresh = ListContentLayout(configuration, size: fitted, traits: ContentTraits(of: content))
        // Equal up to floating-point noise: the heights on the 3× grid (190/3, 61/3) are not exact in binary.
        #expect(Self.close(content.textLabel.frame, fresh.text?.frame) && Self.close(content.secondaryTextLabel.frame, fresh.secondaryText?.frame))
    }

    @Test func aChangeOfWidthOrConfigurationMeasuresAgain() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "A title long enough to wrap at a narrow width"
        cell.contentConfiguration = configuration
        cell.layoutForDrawing()
        let content = try Self.content(of: cell)
        #expect(content.measuresMade == 1)
        // 16 + 16 margins leave 88 of 120: the title wraps, so the height is measured anew, not reused.
        #expect(content.fittingHeight(width: 120) > content.fittingHeight(width: 390))
        #expect(content.measuresMade == 3)
        configuration.text = "Another"
        cell.contentConfiguration = configuration
        #expect(content.measuresMade == 4)
        #expect(content.textLabel.text == "Another")
    }

    @Test func everyDrawnRowOfAHostedListMeasuresOnce() throws {
        let host = ListCellContentTests.host(counts: [20]) { cell, indexPath in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
        }
        let rows = try host.resolveContent().attributes.filter { $0.kind == .cell }
        #expect(rows.count == 20)
        let cells = host.collectionView.visibleCells
        #expect(cells.count == 20)
        for cell in cells { #expect(try Self.content(of: cell).measuresMade == 1) }
    }
}
