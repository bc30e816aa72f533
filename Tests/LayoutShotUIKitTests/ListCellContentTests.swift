import LayoutCore
import LayoutRender
import LayoutShotUIKit
import LayoutText
import Testing

/// A list data source whose cells and headers are `UICollectionViewListCell`s configured by closures, as an
/// app's cell registrations configure them.
final class ListCellDataSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    let configure: (UICollectionViewListCell, IndexPath) -> Void
    let configureHeader: ((UICollectionViewListCell, IndexPath) -> Void)?

    init(
        _ counts: [Int], header: ((UICollectionViewListCell, IndexPath) -> Void)? = nil,
        _ configure: @escaping (UICollectionViewListCell, IndexPath) -> Void
    ) {
        self.counts = counts
        self.configure = configure
        configureHeader = header
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        configure(cell, indexPath)
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        if let cell = view as? UICollectionViewListCell { configureHeader?(cell, indexPath) }
        return view
    }
}

/// List cells drawn with their content, frames worked by hand. At the Large size Body and Headline are 17 pt and
/// Subheadline 15 pt (Apple's Dynamic Type table); a line is `UIFont.lineHeight` = (0.952 + 0.241) × size high
/// (17 pt: 20.281; 15 pt: 17.895), a label's height the lines' rounded up (21, 18). Rows have 11-pt top and bottom
/// and 16-pt side margins and are at least 44 tall; the screen is 390 wide.
@MainActor
struct ListCellContentTests {
    static let width: CGFloat = 390

    static func host(
        _ appearance: UICollectionLayoutListConfiguration.Appearance = .plain, counts: [Int] = [1],
        header: ((UICollectionViewListCell, IndexPath) -> Void)? = nil, textSize: UIContentSizeCategory? = nil,
        _ configure: @escaping (UICollectionViewListCell, IndexPath) -> Void
    ) -> LayoutHost {
        var list = UICollectionLayoutListConfiguration(appearance: appearance)
        if header != nil { list.headerMode = .supplementary }
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout.list(using: list), viewport: CGSize(width: width, height: 600),
            dataSource: ListCellDataSource(counts, header: header, configure), sizeProvider: .estimates)
        if let textSize { host.collectionView.traitOverrides.preferredContentSizeCategory = textSize }
        return host
    }

    /// The text lines an element draws, with their line boxes in the element's coordinates.
    static func texts(_ attributes: LayoutAttributes) -> [(String, Rect2D)] {
        (attributes.content?.marks ?? []).compactMap {
            if case .text(let text, _, let line, _, _) = $0 { return (text, line) }
            return nil
        }
    }

    static func advance(_ text: String, _ size: Double = 17) -> Double { Font.embedded.advanceWidth(of: text, fontSize: size) }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func aCellRowIsFortyFourTallWithItsTitleAtTheLeadingMargin() throws {
        let host = Self.host { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            cell.contentConfiguration = content
        }
        let resolved = try host.resolveContent()
        let row = try #require(resolved.attributes.first { $0.kind == .cell })
        // 11 + 21 + 11 = 43 is below the minimum: the row is 44.
        #expect(row.frame == Rect2D(x: 0, y: 0, width: 390, height: 44))
        // The label is centred in the margins: 11 + (44 − 22 − 21) / 2 = 11.5; its line centred in the label:
        // 11.5 + (21 − 20.281) / 2 = 11.8595.
        let lines = Self.texts(row)
        try #require(lines.map(\.0) == ["Title"])
        #expect(Self.close(lines[0].1.x, 16) && Self.close(lines[0].1.y, 11.8595) && Self.close(lines[0].1.height, 20.281))
        #expect(Self.close(lines[0].1.width, Self.advance("Title")))
        // A list row's default background: white.
        #expect(row.content?.background == RGBAColor(r: 255, g: 255, b: 255))
    }

    @Test func aSubtitleCellStacksItsSecondaryTextThreePointsBelow() throws {
        let host = Self.host { cell, _ in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Title"
            content.secondaryText = "Subtitle"
            cell.contentConfiguration = content
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        // Each label is its line rounded up to the 3× screen's pixels: Body 17 × 1.193 = 20.281, × 3 = 60.843 → 61
        // pixels, 61/3 pt; Subheadline 15 × 1.193 = 17.895, × 3 = 53.685 → 54 pixels, 18 pt.
        // Row: 11 + 61/3 + 3 + 18 + 11 = 43 + 61/3 = 190/3 (63.33; whole points gave 64).
        #expect(Self.close(row.frame.height, 190.0 / 3))
        let lines = Self.texts(row)
        try #require(lines.map(\.0) == ["Title", "Subtitle"])
        // Title: 11 + (61/3 − 20.281) / 2. Subtitle label at 11 + 61/3 + 3, its line (18 − 17.895) / 2 = 0.0525 lower.
        #expect(Self.close(lines[0].1.y, 11 + (61.0 / 3 - 20.281) / 2) && Self.close(lines[1].1.y, 14 + 61.0 / 3 + 0.0525))
        #expect(Self.close(lines[1].1.x, 16) && Self.close(lines[1].1.height, 17.895))
    }

    @Test func aSymbolImageIsAsTallAsALineBeforeTheText() throws {
        let host = Self.host { cell, _ in
            var content = UIListContentConfiguration.subtitleCell()
            content.image = UIImage(systemName: "star")
            content.text = "Title"
            content.secondaryText = "Subtitle"
            cell.contentConfiguration = content
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        // The symbol takes a square of a Body line rounded up to whole points, 21; the text block is
        // 61/3 + 3 + 18 = 124/3 (labels on the 3× pixel grid, as above), the row 11 + 124/3 + 11 = 190/3; the image is
        // centred on the block: 11 + (124/3 − 21) / 2 = 11 + 61/6 = 127/6. The symbol's stand-in (a star outline)
        // lies in that square: x 16 to 37, y 127/6 to 127/6 + 21.
        let points = row.content?.marks.flatMap { mark -> [Point2D] in
            if case .polyline(let points, _, _, _, _) = mark { return points }
            return []
        } ?? []
        #expect(points.count == 10)
        let top = 127.0 / 6
        #expect(points.allSatisfy { $0.x >= 16 && $0.x <= 37 && $0.y >= top - 1e-9 && $0.y <= top + 21 + 1e-9 })
        // The text starts after the image and the 16-point padding: 16 + 21 + 16 = 53.
        #expect(Self.texts(row).map(\.1.x) == [53, 53])
    }

    @Test func aValueCellPutsItsValueAtTheTrailingMargin() throws {
        let host = Self.host { cell, _ in
            var content = UIListContentConfiguration.valueCell()
            content.text = "Name"
            content.secondaryText = "Value"
            cell.contentConfiguration = content
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        #expect(row.frame.height == 44)
        let lines = Self.texts(row)
        try #require(lines.map(\.0) == ["Name", "Value"])
        // Side by side, both Body: both at 11.8595; the value ends at 390 − 16 = 374.
        #expect(Self.close(lines[0].1.x, 16) && Self.close(lines[1].1.x, 374 - Self.advance("Value")))
        #expect(Self.close(lines[0].1.y, 11.8595) && Self.close(lines[1].1.y, 11.8595))
    }

    @Test func aHeaderSizesToItsHeadlineWithinItsMargins() throws {
        let host = Self.host(header: { header, indexPath in
            var content = UIListContentConfiguration.header()
            content.text = "Section \(indexPath.section)"
            header.contentConfiguration = content
        }) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
        }
        let resolved = try host.resolveContent()
        let header = try #require(resolved.attributes.first { $0.kind == .header })
        // Self-sized, as a list's headers are: a Headline line (17 × 1.193 = 20.281; 60.84 → 61 pixels on the 3×
        // screen, 61/3) within the header's 6-point top and bottom margins, 6 + 61/3 + 6 = 97/3 = 32.333 (the plain
        // list's 28 is only the estimate).
        #expect(Self.close(header.frame.size.height, 97.0 / 3) && header.frame.origin == Point2D(x: 0, y: 0) && header.frame.size.width == 390)
        // The label fills the space between the margins, at 6; its line centred in it at 6 + (61/3 − 20.281) / 2.
        let lines = Self.texts(header)
        try #require(lines.map(\.0) == ["Section 0"])
        #expect(Self.close(lines[0].1.x, 16) && abs(lines[0].1.y - (6 + (61.0 / 3 - 20.281) / 2)) < 1e-6)
        // The first row follows the header: 97/3.
        let row = try #require(resolved.attributes.first { $0.kind == .cell && $0.section == 0 && $0.item == 0 })
        #expect(Self.close(row.frame.origin.y, 97.0 / 3) && row.frame.size.height == 44)
        // A list cell shown as a header is clear: no box, its text on the list's background.
        #expect(header.content?.background == RGBAColor(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func aDisclosureIndicatorSitsAtTheTrailingMarginAndNarrowsTheText() throws {
        let host = Self.host { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        let visible = host.collectionView.visibleCells.first as? UICollectionViewListCell
        let accessory = try #require(visible?.subviews.last)
        // 10 wide, ending at the trailing margin: x = 390 − 16 − 10 = 364. The content view ends 8 before it.
        #expect(accessory.frame == CGRect(x: 364, y: 0, width: 10, height: 44))
        #expect(visible?.contentView.frame == CGRect(x: 0, y: 0, width: 356, height: 44))
        // The chevron is centred on (369, 22): from (366.5, 16) to (372.5, 22) and back to (366.5, 28).
        let chevron = row.content?.marks.compactMap { mark -> [Point2D]? in
            if case .polyline(let points, _, _, _, _) = mark { return points }
            return nil
        }
        #expect(chevron == [[Point2D(x: 366.5, y: 16), Point2D(x: 372.5, y: 22), Point2D(x: 366.5, y: 28)]])
    }

    @Test func rightToLeftMirrorsTheTextAndTheAccessory() throws {
        let host = Self.host { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        host.collectionView.traitOverrides.layoutDirection = .rightToLeft
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        // The accessory at 16 from the left (390 − 364 − 10), the chevron pointing left about (21, 22); the text
        // ends at the right margin: 390 − 16 = 374.
        let lines = Self.texts(row)
        try #require(lines.map(\.0) == ["Title"])
        #expect(Self.close(lines[0].1.x, 374 - Self.advance("Title")))
        let chevron = row.content?.marks.compactMap { mark -> [Point2D]? in
            if case .polyline(let points, _, _, _, _) = mark { return points }
            return nil
        }
        #expect(chevron == [[Point2D(x: 23.5, y: 16), Point2D(x: 17.5, y: 22), Point2D(x: 23.5, y: 28)]])
    }

    @Test func aGroupedCellsBackgroundIsWhiteAndGreyWhenSelected() throws {
        let host = Self.host(.insetGrouped, counts: [2]) { cell, indexPath in
            cell.backgroundConfiguration = .listGroupedCell()
            cell.isSelected = indexPath.item == 1
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
        }
        let rows = try host.resolveContent().attributes.filter { $0.kind == .cell }
        // secondarySystemGroupedBackground is white; a selected row is systemGray4 (209, 209, 214).
        #expect(rows.map(\.content?.background) == [RGBAColor(r: 255, g: 255, b: 255), RGBAColor(r: 209, g: 209, b: 214)])
    }

    @Test func aConfigurationUpdateHandlerRunsWithTheCellsState() throws {
        let host = Self.host { cell, _ in
            cell.isSelected = true
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.cell()
                content.text = state.isSelected ? "Selected" : "Plain"
                cell.contentConfiguration = content
            }
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        #expect(Self.texts(row).map(\.0) == ["Selected"])
    }

    @Test func textGrowsWithDynamicTypeAndTheRowWithIt() throws {
        let host = Self.host(textSize: .accessibilityExtraExtraExtraLarge) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            cell.contentConfiguration = content
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        // Body is 53 pt at AX5: a line 53 × 1.193 = 63.229 high, × 3 = 189.687 → 190 pixels, the label 190/3; the
        // row 11 + 190/3 + 11 = 256/3 (85.33).
        #expect(Self.close(row.frame.height, 256.0 / 3))
        guard case .text(_, let size, let line, _, _)? = row.content?.marks.first(where: { if case .text = $0 { true } else { false } })
        else { Issue.record("no text"); return }
        #expect(size == 53 && Self.close(line.height, 63.229))
    }

    @Test func aCustomCellsLabelIsDrawnAtItsFrame() throws {
        let host = Self.host { cell, _ in
            let label = UILabel(frame: CGRect(x: 20, y: 5, width: 200, height: 30))
            label.text = "Custom"
            label.font = .systemFont(ofSize: 20)
            cell.contentView.addSubview(label)
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        // 20 pt: a line of 20 × 1.193 = 23.86, centred in 30: 5 + (30 − 23.86) / 2 = 8.07.
        let lines = Self.texts(row)
        try #require(lines.map(\.0) == ["Custom"])
        #expect(Self.close(lines[0].1.x, 20) && Self.close(lines[0].1.y, 8.07))
    }

    @Test func theRenderedRowHasDarkTextPixelsWhereTheLabelIsAndWhiteElsewhere() throws {
        let host = Self.host { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            cell.contentConfiguration = content
        }
        let resolved = try host.resolve(at: .zero)
        let scene = SceneBuilder.scene(of: [SceneFrame(resolved)], style: SceneStyle())
        let bitmap = SceneRasterizer.render(scene, scale: 2)
        // The text line spans x 16 to 16 + advance("Title"), y 11.86 to 32.14: at 2×, pixels 32... and 24...64.
        func isDark(_ x: Int, _ y: Int) -> Bool { let p = bitmap[x, y]; return Int(p.r) + Int(p.g) + Int(p.b) < 200 }
        let textPixels = (32..<Int((16 + Self.advance("Title")) * 2)).flatMap { x in (24..<64).map { (x, $0) } }
        #expect(textPixels.filter { isDark($0.0, $0.1) }.count > 40)
        // Right of the text, inside the row: white, the row's background.
        let white = bitmap[600, 44]
        #expect(white.r == 255 && white.g == 255 && white.b == 255)
    }

    /// A list content view pinned by constraints to a list cell's content view (as custom list cells beside their own
    /// views write it) is measured at the width it is drawn at, beside the cell's accessories: the content view is
    /// 390 − 16 (margin) − 10 (chevron) − 8 (spacing) = 356 wide, its text 356 − 16 − 16 = 324. The title is
    /// 353.39 wide on one line: it fits the 358 a cell without the chevron would leave (390 − 32), not 324, so it
    /// wraps to two Body lines, 2 × 20.281 = 40.562, × 3 = 121.686 → 122 pixels, 122/3; the row 11 + 122/3 + 11 =
    /// 188/3. Measured across the whole cell, it was one line and the 44-point row cut its second line off.
    @Test func aContentViewPinnedBesideAnAccessoryIsMeasuredAtItsDrawnWidth() throws {
        let title = "A line that fits only without the accessory"
        try #require(Self.advance(title) > 324 && Self.advance(title) <= 358)
        let host = Self.host { cell, _ in
            var content = UIListContentConfiguration.cell()
            content.text = title
            let view = UIListContentView(configuration: content)
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                view.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                view.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            ])
            cell.accessories = [.disclosureIndicator()]
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        #expect(Self.close(row.frame.height, 188.0 / 3))
        #expect(Self.texts(row).map(\.0) == ["A line that fits only without the", "accessory"])
    }
}
