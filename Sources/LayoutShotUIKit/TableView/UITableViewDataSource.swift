#if !canImport(UIKit)
/// Supplies a table view's rows and section titles, as UIKit's protocol.
///
/// UIKit's optional methods are throwing requirements here whose defaults throw ``UnimplementedOptionalRequirement``
/// (there is no Objective-C runtime on Linux to ask whether a method exists; a data source's plain method satisfies
/// them), so `try?` gives nil where the data source does not implement one, as the optional call does on iOS.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; UIKit takes 1 where it is not implemented.
    func numberOfSections(in tableView: UITableView) throws -> Int
    /// The title of a section's header; no header where it is not implemented or answers `nil`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) throws -> String?
    /// The title of a section's footer; no footer where it is not implemented or answers `nil`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) throws -> String?
    /// Whether a row shows editing controls; UIKit takes `true` where it is not implemented.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) throws -> Bool
    /// Whether a row shows a reorder control while editing; UIKit shows none where it is not implemented.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) throws -> Bool
    /// The titles of the section index; kept, as no index is drawn.
    func sectionIndexTitles(for tableView: UITableView) throws -> [String]?
    /// The section an index title stands for.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) throws -> Int
    /// The app deletes or inserts a row in its data.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) throws
    /// The app moves a row in its data; without it no row shows a reorder control.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) throws
}

extension UITableViewDataSource {
    /// Not implemented.
    public func numberOfSections(in tableView: UITableView) throws -> Int {
        throw UnimplementedOptionalRequirement("numberOfSections(in:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) throws -> String? {
        throw UnimplementedOptionalRequirement("tableView(_:titleForHeaderInSection:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) throws -> String? {
        throw UnimplementedOptionalRequirement("tableView(_:titleForFooterInSection:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("tableView(_:canEditRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("tableView(_:canMoveRowAt:)")
    }

    /// Not implemented.
    public func sectionIndexTitles(for tableView: UITableView) throws -> [String]? {
        throw UnimplementedOptionalRequirement("sectionIndexTitles(for:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) throws -> Int {
        throw UnimplementedOptionalRequirement("tableView(_:sectionForSectionIndexTitle:at:)")
    }

    /// Not implemented.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) throws {
        throw UnimplementedOptionalRequirement("tableView(_:commit:forRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) throws {
        throw UnimplementedOptionalRequirement("tableView(_:moveRowAt:to:)")
    }
}
#endif
