import LayoutCore
import LayoutShotUIKit
import Testing

/// A diffable table as apps write it in the Swift 5 language mode: a data source subclass answering titles and
/// editing, a snapshot applied in viewDidLoad, editing switched on; loaded on a device.
@MainActor
@Suite struct TableViewSwift5Tests {
    final class ChoresViewController: UIViewController {
        enum Section: Int { case today, later }

        final class ChoresDataSource: UITableViewDiffableDataSource<Section, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                Section(rawValue: section) == .today ? "Today" : "Later"
            }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.section == 0 }
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                guard editingStyle == .delete, let chore = itemIdentifier(for: indexPath) else { return }
                var snapshot = self.snapshot()
                snapshot.deleteItems([chore])
                apply(snapshot)
            }
        }

        var tableView: UITableView!
        var dataSource: ChoresDataSource!

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .insetGrouped)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "chore")
            view.addSubview(tableView)
            dataSource = ChoresDataSource(tableView: tableView) { tableView, indexPath, chore in
                let cell = tableView.dequeueReusableCell(withIdentifier: "chore", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = chore
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.today, .later])
            snapshot.appendItems(["Dishes", "Laundry"], toSection: .today)
            snapshot.appendItems(["Windows"], toSection: .later)
            dataSource.apply(snapshot, animatingDifferences: false)
            tableView.setEditing(true, animated: false)
        }
    }

    class TwoRowsController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    final class SizedRowsController: TwoRowsController {
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 0 ? 50 : 80
        }
    }

    @Test func aTableControllersRowsSelfSizeUnlessItOverridesTheirHeight() throws {
        let iPhoneSE = DeviceModel.named("iPhone SE (3rd generation)")!
        // Without an override the rows are estimated, so the measured 70 points stand: rows 0–70 and 70–140.
        let plain = try LayoutHost(viewController: TwoRowsController(style: .plain), device: iPhoneSE)
        plain.sizeProvider = .sizes([[CGSize(width: 375, height: 70), CGSize(width: 375, height: 70)]])
        #expect(try plain.resolveContent().attributes.filter { $0.kind == .cell }.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 375, height: 70), Rect2D(x: 0, y: 70, width: 375, height: 70),
        ])
        // The override's heights win over the measured ones: rows 0–50 and 50–130.
        let sized = try LayoutHost(viewController: SizedRowsController(style: .plain), device: iPhoneSE)
        sized.sizeProvider = .sizes([[CGSize(width: 375, height: 70), CGSize(width: 375, height: 70)]])
        #expect(try sized.resolveContent().attributes.filter { $0.kind == .cell }.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 375, height: 50), Rect2D(x: 0, y: 50, width: 375, height: 80),
        ])
    }

    @Test func aDiffableTableLoadsEditsAndDeletes() throws {
        let screen = ChoresViewController()
        let host = try LayoutHost(viewController: screen, device: DeviceModel.named("iPhone 14 Pro")!)
        let drawn = try host.resolveContent().attributes
        // Inset-grouped on the 393-point-wide 14 Pro: 16-point margins, 361 wide; 38-point headers, 44-point rows.
        // Section 0: header 0–38, rows 38–82 and 82–126; section 1: header 126–164, row 164–208.
        #expect(drawn.filter { $0.kind == .cell }.map(\.frame) == [
            Rect2D(x: 16, y: 38, width: 361, height: 44), Rect2D(x: 16, y: 82, width: 361, height: 44),
            Rect2D(x: 16, y: 164, width: 361, height: 44),
        ])
        #expect(drawn.filter { $0.kind == .header }.map(\.frame.y) == [0, 126])
        // Editing: every row shows the delete control; only today's rows the reorder control.
        let laundry = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let windows = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(screen.tableView.isEditing && laundry.isEditing)
        #expect(laundry.editingStyle == .delete && laundry.showsReorderControl)
        #expect(windows.editingStyle == .delete && !windows.showsReorderControl)
        // Committing a delete applies a snapshot without the row.
        screen.dataSource.tableView(screen.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        #expect(screen.tableView.numberOfRows(inSection: 0) == 1)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "Laundry")
        #expect(screen.dataSource.faults.isEmpty)
    }
}
