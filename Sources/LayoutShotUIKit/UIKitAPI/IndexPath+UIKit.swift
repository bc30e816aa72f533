#if !canImport(UIKit)
extension IndexPath {
    /// An index path for item `item` in section `section`, as UIKit's extension declares it.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path for row `row` in section `section`; rows and items are the same index.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index: the section.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index: the item within the section.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index, by its table-view name.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension NSIndexPath {
    /// A two-index path for a collection view's item, as UIKit's `indexPathForItem:inSection:`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// A two-index path for a table view's row.
    public convenience init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The first index; `NSNotFound` for an empty path, where Foundation's `index(atPosition:)` would trap.
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }

    /// The second index; `NSNotFound` for a path shorter than two, where Foundation would trap.
    public var item: Int { length > 1 ? index(atPosition: 1) : NSNotFound }

    /// The second index, by its table-view name.
    public var row: Int { item }
}
#endif
