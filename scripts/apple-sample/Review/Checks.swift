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

        // Custom Configurations (CustomConfigurationViewController): items estimated(44) square in a horizontal group
        // fractionalWidth(1) of 390 − 10 − 10 (section contentInsets) = 370, interItemSpacing .flexible(10).
        // Seven fit a row (7 × 44 + 6 × 10 = 368 ≤ 370; eight need 422); flexible spacing shares the 370 − 7 × 44 = 62
        // left among the 6 gaps ("spacing that can grow … based on the available space", NSCollectionLayoutSpacing
        // .flexible): 62 / 6 = 10.333 each, so item i is at x 10 + i × 54.333 and the last ends at 380. Row 2 is at
        // 10 + 44 + interGroupSpacing 10 = 64. These are the estimates: the screen host measures no cell without a
        // size provider, where iOS would size each cell to its symbol image inside the content view's 8-point margins.
        let custom = content(of: "CustomConfigurationViewController", skipping: skipped)
        expect("Custom Configurations", "item 0", (0, 0), [10, 10, 44, 44], in: custom)
        expect("Custom Configurations", "item 1", (0, 1), [64.333, 10, 44, 44], in: custom)
        expect("Custom Configurations", "item 6, last of row 1", (0, 6), [336, 10, 44, 44], in: custom)
        expect("Custom Configurations", "item 7, first of row 2", (0, 7), [10, 64, 44, 44], in: custom)

        return checks
    }

    /// Every element of the screen of `type`, its content resolved at offset 0.
    static func content(of type: String, skipping skipped: Set<String>) -> ResolvedLayout? {
        guard !skipped.contains(type), let screen = reviewScreens().first(where: { $0.type == type }),
            let host = try? LayoutHost(viewController: screen.make(), device: Review.device)
        else { return nil }
        return try? host.resolveContent()
    }
}
