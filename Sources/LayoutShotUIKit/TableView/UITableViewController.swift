#if !canImport(UIKit)
/// A view controller whose view is a table, as UIKit's class: `loadView()` makes a table of the style given at
/// creation, and the controller is its data source and delegate.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var styleAtCreation: UITableView.Style = .plain

    /// The table, which is also the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }
    /// Whether selection is cleared when the view appears; kept.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table will have `style`.
    public init(style: UITableView.Style) {
        styleAtCreation = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a table the size of `UIScreen.main` in the style given at creation, this controller its data source
    /// and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: styleAtCreation)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// No rows unless a subclass or another data source says otherwise, as UIKit's controller answers.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A subclass that shows rows returns their cells; reaching this is a programming error in UIKit too.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // Subclasses override these with `override`, as UIKit's controller implements them; the answers are UIKit's
    // answers for a data source and delegate that do not implement them.

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Every row shows its editing control while the table edits.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// No row shows a reorder control.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing happens.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Nothing happens.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// Not implemented: rows take the table's height (a subclass's non-throwing override answers instead).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("tableView(_:heightForRowAt:)")
    }

    /// The table's header height.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }

    /// The table's footer height.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }

    /// No header view: the title's.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// No footer view: the title's.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// Nothing happens.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Nothing happens.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Nothing happens.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// The delete control.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
}
#endif
