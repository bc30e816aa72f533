#if !canImport(UIKit)
/// UIKit's `UIScrollView.delegate`, for scroll views that are not collection views (a library's invisible
/// paging scroll view, a tracking scroll view).
///
/// UIKit declares it `weak open var delegate: UIScrollViewDelegate?` in the class and lets `UICollectionView`
/// redeclare it as `UICollectionViewDelegate?` through Objective-C. Swift cannot give a subclass's read-write
/// property a narrower type, so here the scroll view's is declared in this extension, which the collection
/// view's own `delegate` shadows: each reads as UIKit's does for its static type, and both name one object.
/// A subclass of `UIScrollView` cannot `override` it (declare it in the subclass instead, as
/// `UICollectionView` does).
extension NSObjectProtocol where Self: UIScrollView {
    /// The object told about scrolling; held weakly, as in UIKit. Setting it on a collection view (a table view) sets
    /// the collection view's (table's) `delegate` (to `nil` when the object is not a `UICollectionViewDelegate`, a
    /// `UITableViewDelegate`) and keeps the object as the scroll view's.
    @preconcurrency @MainActor
    public var delegate: (any UIScrollViewDelegate)? {
        get { scrollViewDelegate }
        set {
            if let collectionView = self as? UICollectionView {
                collectionView.delegate = newValue as? any UICollectionViewDelegate
            }
            if let tableView = self as? UITableView {
                tableView.delegate = newValue as? any UITableViewDelegate
            }
            scrollViewDelegate = newValue
        }
    }
}
#endif
