import LayoutCore
import LayoutShotUIKit
import Sample

/// One frame of a screen compared with the value worked by hand.
struct Check {
    let screen: String
    let what: String
    let ok: Bool
    let detail: String

    var json: [String: Any] { ["screen": screen, "what": what, "ok": ok, "detail": detail] }
}

/// Frames of the sample's screens on an iPhone 14 portrait (390 × 844 pt, safe area 47 top and 34 bottom:
/// DeviceModel's catalogue), worked by hand from the sample's layout code and Apple's documented metrics. Each
/// screen is loaded alone and its whole content resolved at offset 0 (content coordinates).
@MainActor
enum Checks {
    static func all(skipping skipped: Set<String>) -> [Check] {
        var checks: [Check] = []
        func expect(_ screen: String, _ what: String, _ cell: (section: Int, item: Int), _ frame: [Double], in resolved: ResolvedLayout?) {
            guard let resolved else {
                checks.append(Check(screen: screen, what: what, ok: false, detail: "the screen did not load"))
                return
            }
            let found = resolved.attributes.first { $0.kind == .cell && $0.section == cell.section && $0.item == cell.item }
            let got = found.map { [$0.frame.origin.x, $0.frame.origin.y, $0.frame.size.width, $0.frame.size.height] }
            let ok = got.map { zip($0, frame).allSatisfy { abs($0 - $1) < 0.01 } } ?? false
            checks.append(Check(screen: screen, what: what, ok: ok, detail: "expected \(frame), got \(got.map { "\($0)" } ?? "no such cell")"))
        }
        // Where a cell's line of `text` starts, in the cell's coordinates.
        func expectText(_ screen: String, _ what: String, _ cell: (section: Int, item: Int), _ text: String, x: Double, in resolved: ResolvedLayout?) {
            let found = resolved?.attributes.first { $0.kind == .cell && $0.section == cell.section && $0.item == cell.item }
            let line = (found?.content?.marks ?? []).lazy.compactMap { mark -> Rect2D? in
                if case .text(let shown, _, let line, _, _) = mark, shown == text { return line }
                return nil
            }.first
            let ok = line.map { abs($0.origin.x - x) < 0.01 } ?? false
            checks.append(Check(screen: screen, what: what, ok: ok, detail: "expected \"\(text)\" at x \(x), got \(line.map { "\($0.origin.x)" } ?? "no such line")"))
        }

        // Grid (GridViewController): the group is fractionalWidth(1) of the 390 pt container → 390 wide and
        // fractionalWidth(0.2) → 78 high; each item fractionalWidth(0.2) of the group → 78 × 78 (fractionalHeight(1)).
        // Five to a row: item 4 at x 4 × 78 = 312, item 5 starts the second row at y 78.
        let grid = content(of: "GridViewController", skipping: skipped)
        expect("Grid", "item 0", (0, 0), [0, 0, 78, 78], in: grid)
        expect("Grid", "item 4, last of row 1", (0, 4), [312, 0, 78, 78], in: grid)
        expect("Grid", "item 5, first of row 2", (0, 5), [0, 78, 78, 78], in: grid)

        // Two-Column Grid (TwoColumnViewController): section contentInsets 10 leading and trailing leave 390 − 20 = 370;
        // the group, fractionalWidth(1) → 370 × 44 (absolute), holds count 2 items with interItemSpacing 10:
        // (370 − 10) / 2 = 180 each, at x 10 and 10 + 180 + 10 = 200; interGroupSpacing 10 puts row 2 at 44 + 10 = 54.
        let twoColumn = content(of: "TwoColumnViewController", skipping: skipped)
        expect("Two-Column Grid", "item 0", (0, 0), [10, 0, 180, 44], in: twoColumn)
        expect("Two-Column Grid", "item 1", (0, 1), [200, 0, 180, 44], in: twoColumn)
        expect("Two-Column Grid", "item 2, row 2", (0, 2), [10, 54, 180, 44], in: twoColumn)

        // List Appearances (ListAppearancesViewController), its first appearance .plain: each of the 5 sections is a
        // section snapshot of a header row ("Section n", headerMode .firstItemInSection) expanded one level over its 3
        // children ("Item 0…2"), so all 4 rows show. A row holding one line of Body text is 44 pt: the host's
        // documented minimum (HIG 44 × 44 pt hit targets; 11 + 22 + 11, docs/uikit-host.md "Content configurations"),
        // as wide as the plain list, 390. A plain list adds no space between sections: section 1 starts at 4 × 44 = 176.
        let appearances = content(of: "ListAppearancesViewController", skipping: skipped)
        expect("List Appearances", "section 0 header row", (0, 0), [0, 0, 390, 44], in: appearances)
        expect("List Appearances", "section 0, child 1 of the expanded header", (0, 1), [0, 44, 390, 44], in: appearances)
        expect("List Appearances", "section 0, last child", (0, 3), [0, 132, 390, 44], in: appearances)
        expect("List Appearances", "section 1 header row", (1, 0), [0, 176, 390, 44], in: appearances)

        // Orthogonal Sections (OrthogonalScrollingViewController): the container group is fractionalWidth(0.85) of 390
        // = 331.5 wide and fractionalHeight(0.4) of the container's height, the collection view's whole 844 pt
        // (NSCollectionLayoutEnvironment.container.contentSize; the safe area is a scroll inset, not taken off):
        // 0.4 × 844 = 337.6. The leading item, fractionalWidth(0.7) → 232.05 × 337.6, less contentInsets of 10 all
        // round: [10, 10, 212.05, 317.6]. The trailing group, 0.3 × 331.5 = 99.45 wide at x 232.05, is made with
        // vertical(layoutSize:subitem:count: 2), whose items Apple documents as "equally sized along the vertical
        // axis": 337.6 / 2 = 168.8 each (the item's own fractionalHeight(0.3) does not count), so with the insets
        // [242.05, 10, 79.45, 148.8] and [242.05, 178.8, 79.45, 148.8]. The next group starts at x 331.5, its
        // leading item at 341.5; section 1's first item is at y 337.6 + 10 = 347.6.
        let orthogonal = content(of: "OrthogonalScrollingViewController", skipping: skipped)
        expect("Orthogonal Sections", "leading item", (0, 0), [10, 10, 212.05, 317.6], in: orthogonal)
        expect("Orthogonal Sections", "first trailing item", (0, 1), [242.05, 10, 79.45, 148.8], in: orthogonal)
        expect("Orthogonal Sections", "second trailing item", (0, 2), [242.05, 178.8, 79.45, 148.8], in: orthogonal)
        expect("Orthogonal Sections", "second group's leading item", (0, 3), [341.5, 10, 212.05, 317.6], in: orthogonal)
        expect("Orthogonal Sections", "section 1's leading item", (1, 0), [10, 347.6, 212.05, 317.6], in: orthogonal)

        // Outline (OutlineViewController), its menu expanded one level as tapping each top-level chevron does: a
        // .sidebar list, laid out as inset grouped (docs/uikit-host.md), so rows are inset to the 16-point layout
        // margins, 390 − 32 = 358 wide at x 16, below the grouped section's 35-point top spacing. Each row holds one
        // line (Headline for the items with children, Body for the others, both 17 pt: 61/3 on the 3× screen) within
        // 11-point margins, 11 + 20.333 + 11 = 42.333, so the 44-point minimum: row i at 35 + 44 i. The five
        // top-level items over their 14 children make 19 rows: "Diffable Data Source" is row 4 (after "Compositional
        // Layout" and its three children), its first child row 5, "Custom Configurations" the last, 18, at
        // 35 + 792 = 827. The section snapshot indents each child one level, 1 × 10 (indentationWidth), so a child's
        // text starts at 10 + 16 (the content's leading margin) = 26, a top-level item's at 16.
        let outline = expandedOutline(skipping: skipped)
        expect("Outline", "row 0, Compositional Layout", (0, 0), [16, 35, 358, 44], in: outline)
        expect("Outline", "row 1, Getting Started (level 1)", (0, 1), [16, 79, 358, 44], in: outline)
        expect("Outline", "row 4, Diffable Data Source", (0, 4), [16, 211, 358, 44], in: outline)
        expect("Outline", "row 5, Mountains Search (level 1)", (0, 5), [16, 255, 358, 44], in: outline)
        expect("Outline", "row 18, Custom Configurations (level 1)", (0, 18), [16, 827, 358, 44], in: outline)
        expectText("Outline", "top-level text at the margin", (0, 4), "Diffable Data Source", x: 16, in: outline)
        expectText("Outline", "level-1 text indented 10", (0, 5), "Mountains Search", x: 26, in: outline)
        expectText("Outline", "level-1 header row indented 10", (0, 1), "Getting Started", x: 26, in: outline)

        // Custom Configurations (CustomConfigurationViewController): items estimated(44) square in a horizontal group
        // fractionalWidth(1) of 390 − 10 − 10 (section contentInsets) = 370, interItemSpacing .flexible(10). Each cell
        // sizes itself from its content view's constraints: an image view pinned to the layout margins (a plain
        // view's default 8 points, UIView.layoutMargins) showing a symbol configured with Body at the large scale,
        // whose side the host takes as Body's line, 17 × 1.193 = 20.281, × 1.3 (Apple: the large scale is
        // "approximately 30% larger" than the medium one, which matches the text) = 26.365, 80 pixels at 3×, 80/3.
        // So a cell is 8 + 80/3 + 8 = 128/3 = 42.667 square. Seven fit a row (7 × 42.667 + 6 × 10 = 358.667 ≤ 370;
        // eight need 411.3); flexible spacing shares the 370 − 7 × 128/3 = 71.333 left among the 6 gaps ("spacing
        // that can grow … based on the available space", NSCollectionLayoutSpacing.flexible): 107/9 = 11.889 each,
        // so item i is at x 10 + i × 491/9 (54.556) and the last ends at 380. Row 2 is at 10 + 42.667 + 10 = 62.667.
        let custom = content(of: "CustomConfigurationViewController", skipping: skipped)
        expect("Custom Configurations", "item 0", (0, 0), [10, 10, 42.667, 42.667], in: custom)
        expect("Custom Configurations", "item 1", (0, 1), [64.556, 10, 42.667, 42.667], in: custom)
        expect("Custom Configurations", "item 6, last of row 1", (0, 6), [337.333, 10, 42.667, 42.667], in: custom)
        expect("Custom Configurations", "item 7, first of row 2", (0, 7), [10, 62.667, 42.667, 42.667], in: custom)

        return checks
    }

    /// Every element of the outline screen once its top level is expanded, its content resolved at offset 0.
    static func expandedOutline(skipping skipped: Set<String>) -> ResolvedLayout? {
        guard !skipped.contains("OutlineViewController"),
            let screen = reviewScreens().first(where: { $0.type == "OutlineViewController" })
        else { return nil }
        let controller = screen.make()
        guard let host = try? LayoutHost(viewController: controller, device: Review.device),
            reviewExpandOutlineOneLevel(controller)
        else { return nil }
        return try? host.resolveContent()
    }

    /// Every element of the screen of `type`, its content resolved at offset 0.
    static func content(of type: String, skipping skipped: Set<String>) -> ResolvedLayout? {
        guard !skipped.contains(type), let screen = reviewScreens().first(where: { $0.type == type }),
            let host = try? LayoutHost(viewController: screen.make(), device: Review.device)
        else { return nil }
        return try? host.resolveContent()
    }
}
