#if !canImport(UIKit)
/// The data source and delegate of a table's list view: it answers the collection view from the table's data
/// source (rows as cells, titles and the delegate's views as headers and footers) and tells the table's delegate
/// what the collection view tells it about rows.
@MainActor
final class TableListAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    private weak var table: UITableView?

    init(table: UITableView) {
        self.table = table
        super.init()
    }

    /// The data source's sections: 1 where it does not say, none without a data source.
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let table, let dataSource = table.dataSource else { return 0 }
        return (try? dataSource.numberOfSections(in: table)) ?? 1
    }

    /// The data source's rows.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let table, let dataSource = table.dataSource else { return 0 }
        return dataSource.tableView(table, numberOfRowsInSection: section)
    }

    /// The data source's cell, given the table's editing state for its row.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let table, let dataSource = table.dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = dataSource.tableView(table, cellForRowAt: indexPath)
        table.prepare(cell, at: indexPath)
        return cell
    }

    /// The table's header or footer view; a section's: the delegate's view, else the title shown in the table
    /// style's header or footer.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let table else { return UICollectionReusableView() }
        switch kind {
        case UITableView.tableHeaderKind: return TableSupplementaryContainer(content: table.tableHeaderView ?? UIView(frame: .zero))
        case UITableView.tableFooterKind: return TableSupplementaryContainer(content: table.tableFooterView ?? UIView(frame: .zero))
        default: break
        }
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let section = indexPath.section
        let given = isHeader
            ? table.delegate.flatMap { try? $0.tableView(table, viewForHeaderInSection: section) }
            : table.delegate.flatMap { try? $0.tableView(table, viewForFooterInSection: section) }
        if let given, !(given is UITableViewHeaderFooterView) { return TableSupplementaryContainer(content: given) }
        let view = (given as? UITableViewHeaderFooterView) ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.placement = (isHeader, table.style)
        view.showDefaultContent(title: given == nil ? table.title(isHeader ? .header : .footer, in: section) : nil)
        return view
    }

    /// Tells the table's delegate the row's cell is about to show.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let table, let cell = cell as? UITableViewCell else { return }
        try? table.delegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
    }

    /// Tells the table's delegate the row was selected.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let table else { return }
        try? table.delegate?.tableView(table, didSelectRowAt: indexPath)
    }

    /// Tells the table's delegate the row was deselected.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let table else { return }
        try? table.delegate?.tableView(table, didDeselectRowAt: indexPath)
    }
}

/// A header or footer made of an app's own view (the delegate's `viewForHeaderInSection`), which fills it.
@MainActor
final class TableSupplementaryContainer: UICollectionReusableView {
    private let content: UIView

    init(content: UIView) {
        self.content = content
        super.init(frame: .zero)
        addSubview(content)
    }

    required convenience init() {
        self.init(content: UIView(frame: .zero))
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
    }
}
#endif
