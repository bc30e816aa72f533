#if !canImport(UIKit)
/// A fault in the app's layout or data source code, found by `LayoutHost` and reported as UIKit complains
/// in the console: what was wrong, which element (by index path), and which method returned it.
public enum LayoutFault: Error, Hashable, Sendable, CustomStringConvertible {
    /// `numberOfSections(in:)` returned a negative count.
    case negativeSectionCount(Int)
    /// `collectionView(_:numberOfItemsInSection:)` returned a negative count.
    case negativeItemCount(section: Int, count: Int)
    /// Layout code asked `numberOfItems(inSection:)` for a section that does not exist.
    case sectionOutOfRange(section: Int, numberOfSections: Int)
    /// A method returned attributes for an index path the data source does not have.
    case indexPathOutOfRange(element: String, method: String, reason: String)
    /// A method returned a frame with a NaN or infinite component.
    case nonFiniteFrame(element: String, method: String, frame: CGRect)
    /// A method returned two attributes for one element.
    case duplicateAttributes(element: String, method: String)
    /// `collectionViewContentSize` was negative, NaN or infinite.
    case invalidContentSize(CGSize)
    /// A value a layout computes with (a delegate's size, inset or spacing) was NaN or infinite.
    case nonFiniteValue(what: String, method: String)
    /// After a batch update the data source reported a section count the named changes do not explain.
    case invalidSectionCountAfterUpdate(before: Int, after: Int, inserted: Int, deleted: Int)
    /// After a batch update the data source reported an item count for a section the named changes do not explain.
    case invalidItemCountAfterUpdate(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A batch update named an item or section that does not exist in the state it counts in.
    case updateOutOfRange(method: String, target: String, reason: String)
    /// A batch update named one index path twice as a destination (or a source): UIKit raises an exception.
    case conflictingUpdate(target: String, role: String)
    /// A view controller given to the host shows no collection view once loaded.
    case noCollectionView(viewController: String)
    /// A diffable data source or one of its snapshots was used as UIKit refuses with an exception (an identifier
    /// given twice or unknown, a cell provider returning nil), naming the method.
    case invalidDiffableUse(method: String, problem: String)
    /// A table view was used as UIKit refuses with an exception (a cell dequeued under an identifier nothing is
    /// registered under), naming the method and the row.
    case invalidTableViewUse(method: String, problem: String)

    /// The complaint, naming the element and the method.
    public var description: String {
        switch self {
        case .negativeSectionCount(let count):
            "numberOfSections(in:) returned \(count); the number of sections must be 0 or more"
        case .negativeItemCount(let section, let count):
            "collectionView(_:numberOfItemsInSection:) returned \(count) for section \(section); "
                + "the number of items must be 0 or more"
        case .sectionOutOfRange(let section, let sections):
            "numberOfItems(inSection:) was asked for section \(section), but the collection view has "
                + "\(sections) section\(sections == 1 ? "" : "s")"
        case .indexPathOutOfRange(let element, let method, let reason):
            "\(method) returned attributes for \(element), which does not exist: \(reason)"
        case .nonFiniteFrame(let element, let method, let frame):
            "\(method) returned a frame with NaN or infinite values for \(element): \(Self.format(frame))"
        case .duplicateAttributes(let element, let method):
            "\(method) returned two layout attributes for \(element); each element must appear once"
        case .invalidContentSize(let size):
            "collectionViewContentSize returned \(Self.format(size.width)) × \(Self.format(size.height)); "
                + "it must be finite and not negative"
        case .nonFiniteValue(let what, let method):
            "\(method) returned NaN or an infinite value for \(what)"
        case .invalidSectionCountAfterUpdate(let before, let after, let inserted, let deleted):
            "Invalid update: invalid number of sections. After the update the data source reports \(after); it must "
                + "report \(before + inserted - deleted): the \(before) before the update, plus \(inserted) inserted "
                + "and minus \(deleted) deleted"
        case .invalidItemCountAfterUpdate(let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            "Invalid update: invalid number of items in section \(section). After the update the data source reports "
                + "\(after); it must report \(before + inserted - deleted + movedIn - movedOut): the \(before) before the "
                + "update, plus \(inserted) inserted and minus \(deleted) deleted, plus \(movedIn) moved in and minus "
                + "\(movedOut) moved out"
        case .updateOutOfRange(let method, let target, let reason):
            "\(method) named \(target), which does not exist: \(reason)"
        case .conflictingUpdate(let target, let role):
            "Invalid update: \(target) is named twice as \(role) in one batch update (insertItems(at:), "
                + "deleteItems(at:) and moveItem(at:to:) must each name an index path once)"
        case .noCollectionView(let viewController):
            "\(viewController)'s view has no UICollectionView or UITableView after loadView(), viewDidLoad() and "
                + "viewWillAppear(_:); the host draws a screen's collection view or table"
        case .invalidDiffableUse(let method, let problem):
            "\(method) \(problem)"
        case .invalidTableViewUse(let method, let problem):
            "\(method) \(problem)"
        }
    }

    /// How messages name an element: "cell [0, 3]", "header [1, 0]", "supplementary view of kind badge [0, 2]",
    /// "decoration view of kind bg [2, 0]".
    @MainActor
    static func describe(_ attributes: UICollectionViewLayoutAttributes) -> String {
        describe(
            category: attributes.representedElementCategory, kind: attributes.representedElementKind,
            indexPath: attributes.indexPath)
    }

    static func describe(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) -> String {
        let path = "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
        switch category {
        case .cell:
            return "cell \(path)"
        case .supplementaryView:
            if kind == UICollectionView.elementKindSectionHeader { return "header \(path)" }
            if kind == UICollectionView.elementKindSectionFooter { return "footer \(path)" }
            return "supplementary view of kind \(kind ?? "nil") \(path)"
        case .decorationView:
            return "decoration view of kind \(kind ?? "nil") \(path)"
        }
    }

    static func format(_ rect: CGRect) -> String {
        "[" + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(format).joined(separator: ", ") + "]"
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
#endif
