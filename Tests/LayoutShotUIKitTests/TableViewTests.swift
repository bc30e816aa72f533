import LayoutCore
import LayoutShotUIKit
import Testing

/// A plain table of two titled sections (3 and 2 rows) filling its controller's view, as apps wrote tables before
/// diffable data sources: the controller is the data source, cells come from a registered class.
@MainActor
final class FruitTableScreen: UITableViewController {
    let sections = [("Citrus", ["Lemon", "Lime", "Orange"]), ("Berries", ["Fig", "Kiwi"])]
    var identifier = "fruit"
    var displayed: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
        cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
}

/// An inset-grouped table without titles, rows fixed at 60 points, a delegate header of 50 points on section 1.
@MainActor
final class SettingsTableScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.rowHeight = 60
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Setting \(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessoryView = indexPath.section == 0 ? UISwitch() : nil
        return cell
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 1 ? 50 : UITableView.automaticDimension
    }
}

/// A plain table whose delegate sizes each row: 30, 90, then the table's fixed 70 (`automaticDimension`).
@MainActor
final class MixedHeightsScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.rowHeight = 70
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        [30, 90, UITableView.automaticDimension][indexPath.row]
    }
}

/// A cell subclass as apps write them: its own `init(style:reuseIdentifier:)`, which the table runs for a registered class.
@MainActor
final class SubtitleCell: UITableViewCell {
    private(set) var madeWithStyle = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        madeWithStyle = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite struct TableViewTests {
    static let iPhoneSE = DeviceModel.named("iPhone SE (3rd generation)")!

    @Test func aPlainTableIsDrawnAsAPlainListOfItsRows() throws {
        let screen = FruitTableScreen(style: .plain)
        let host = try LayoutHost(viewController: screen, device: Self.iPhoneSE)
        let drawn = try host.resolveContent().attributes
        let cells = drawn.filter { $0.kind == .cell }, headers = drawn.filter { $0.kind == .header }
        // The list view fills the 375 × 667 table. Plain: 28-point headers, 44-point full-width rows.
        // Section 0: header 0–28, rows at 28, 72, 116; section 1: header 160–188, rows at 188 and 232; ends at 276.
        #expect(host.collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        let rowTops: [Double] = [28, 72, 116, 188, 232]
        #expect(cells.map(\.frame) == rowTops.map { Rect2D(x: 0, y: $0, width: 375, height: 44) })
        // Plain headers pin: the content is drawn at offset 0, 20 points past the resting offset (−20, under the
        // status bar), so section 0's header sits at the safe area's edge, y 20, while its section shows.
        #expect(headers.map(\.frame) == [Rect2D(x: 0, y: 20, width: 375, height: 28), Rect2D(x: 0, y: 160, width: 375, height: 28)])
        #expect(host.collectionView.contentSize.height == 276)
        // The table scrolls as its list: its content size and offset are the list's.
        #expect(screen.tableView.contentSize == CGSize(width: 375, height: 276))
        screen.tableView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: 50) && screen.tableView.bounds.origin == .zero)
        // The rows the table answers are the ones drawn, with the legacy label shown as the cell's text.
        #expect(screen.tableView.numberOfSections == 2 && screen.tableView.numberOfRows(inSection: 1) == 2)
        let lime = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect((lime.contentConfiguration as? UIListContentConfiguration)?.text == "Lime")
        #expect(screen.tableView.headerView(forSection: 1).flatMap { $0.contentConfiguration as? UIListContentConfiguration }?.text == "Berries")
        #expect(screen.displayed.count == 5)
    }

    @Test func anInsetGroupedTableInsetsItsSectionsAndKeepsItsFixedHeights() throws {
        let screen = SettingsTableScreen()
        let host = try LayoutHost(viewController: screen, device: Self.iPhoneSE)
        let drawn = try host.resolveContent().attributes
        let cells = drawn.filter { $0.kind == .cell }, headers = drawn.filter { $0.kind == .header }
        // Inset to the 16-point margins of a compact width: x 16, 375 − 32 = 343 wide; rows are the fixed 60.
        // Section 0 has no header: 35 points of grouped spacing, rows 35–95 and 95–155.
        // Section 1's delegate header is 50 high: 155–205, its row 205–265.
        #expect(cells.map(\.frame) == [
            Rect2D(x: 16, y: 35, width: 343, height: 60), Rect2D(x: 16, y: 95, width: 343, height: 60),
            Rect2D(x: 16, y: 205, width: 343, height: 60),
        ])
        #expect(headers.map(\.frame) == [Rect2D(x: 16, y: 155, width: 343, height: 50)])
        #expect(host.collectionView.contentSize.height == 265)
    }

    @Test func theDelegateSizesEachRow() throws {
        let host = try LayoutHost(viewController: MixedHeightsScreen(), device: Self.iPhoneSE)
        let drawn = try host.resolveContent().attributes
        let cells = drawn.filter { $0.kind == .cell }
        // Separators lie on the bottom half-point of each row but the last: 30 − 0.5 and 120 − 0.5.
        #expect(drawn.filter { $0.elementKind == "list-separator" }.map(\.frame.y) == [29.5, 119.5])
        // No header in a plain table without titles: rows 0–30, 30–120 (30 + 90), 120–190 (the fixed 70).
        #expect(cells.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 375, height: 30), Rect2D(x: 0, y: 30, width: 375, height: 90),
            Rect2D(x: 0, y: 120, width: 375, height: 70),
        ])
    }

    @Test func theScrollViewsDelegateIsTheTablesDelegate() {
        let screen = MixedHeightsScreen()
        let table = UITableView(frame: .zero, style: .plain)
        let scrollView: UIScrollView = table
        scrollView.delegate = screen
        #expect(table.delegate === screen && scrollView.delegate === screen)
    }

    @Test func rowUpdatesAreTheListsBatchUpdatesAndTheirCountsAreChecked() throws {
        let screen = FruitTableScreen(style: .plain)
        let host = try LayoutHost(viewController: screen, device: Self.iPhoneSE)
        _ = try host.resolveContent()
        // Deleting a row the data source still reports is UIKit's invalid update, named for the table's section.
        #expect(throws: LayoutFault.invalidItemCountAfterUpdate(
            section: 0, before: 3, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
        ) {
            _ = try host.transition {
                screen.tableView.beginUpdates()
                screen.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                screen.tableView.endUpdates()
            }
        }
    }

    @Test func aDiffableCellProviderReturningNilIsAFault() {
        final class Screen: UIViewController {
            var dataSource: UITableViewDiffableDataSource<Int, String>?
            override func viewDidLoad() {
                super.viewDidLoad()
                let table = UITableView(frame: view.bounds, style: .plain)
                view.addSubview(table)
                dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in nil }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["only"])
                dataSource?.apply(snapshot, animatingDifferences: false)
            }
        }
        #expect(throws: LayoutFault.invalidDiffableUse(method: "the cell provider", problem: "returned nil for the row at [0, 0]")) {
            try LayoutHost(viewController: Screen(), device: Self.iPhoneSE).resolveContent()
        }
    }

    @Test func aRegisteredSubclassIsMadeThroughItsStyleInitialiser() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
        let cell = table.dequeueReusableCell(withIdentifier: "subtitle")
        #expect((cell as? SubtitleCell)?.madeWithStyle == true)
        #expect(cell?.reuseIdentifier == "subtitle")
        #expect(cell?.detailTextLabel != nil)
        #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
    }

    @Test func theTablesHeaderViewSitsAboveTheSections() throws {
        let screen = FruitTableScreen(style: .plain)
        _ = screen.view
        screen.tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let host = try LayoutHost(viewController: screen, device: Self.iPhoneSE)
        let drawn = try host.resolveContent().attributes
        // The header view spans the 375-point width at its 100-point height; the sections follow 100 lower than
        // without it: section 0's header at 100–128 (below the pinning edge, 20, so where it lies), rows at 128, 172, 216.
        #expect(drawn.first { $0.kind == .supplementary }?.frame == Rect2D(x: 0, y: 0, width: 375, height: 100))
        #expect(drawn.first { $0.kind == .header }?.frame == Rect2D(x: 0, y: 100, width: 375, height: 28))
        #expect(drawn.filter { $0.kind == .cell && $0.section == 0 }.map(\.frame.y) == [128, 172, 216])
        #expect(host.collectionView.contentSize.height == 376)
    }

    @Test func theGroupedStylesDrawOnTheGroupedBackground() {
        #expect(UITableView(frame: .zero, style: .insetGrouped).backgroundColor == .systemGroupedBackground)
        #expect(UITableView(frame: .zero, style: .grouped).backgroundColor == .systemGroupedBackground)
        #expect(UITableView(frame: .zero).backgroundColor == .systemBackground)
        #expect(UITableView(frame: .zero).style == .plain)
    }

    @Test func dequeuingAnUnregisteredIdentifierIsAFaultNamingTheRow() {
        let screen = FruitTableScreen(style: .grouped)
        screen.identifier = "missing"
        #expect(throws: LayoutFault.invalidTableViewUse(
            method: "dequeueReusableCell(withIdentifier:for:)",
            problem: "was asked for the row at [0, 0] with the identifier 'missing', which no cell class is registered under "
                + "(register(_:forCellReuseIdentifier:))")
        ) {
            try LayoutHost(viewController: screen, device: Self.iPhoneSE).resolveContent()
        }
    }
}
