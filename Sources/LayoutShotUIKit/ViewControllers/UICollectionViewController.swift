#if !canImport(UIKit)
/// A view controller whose view is a collection view, as UIKit's class: `loadView()` makes the collection view with
/// the layout given at creation, and the controller is its data source and delegate when it conforms.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layoutAtCreation: UICollectionViewLayout = UICollectionViewFlowLayout()

    /// The collection view, which is also the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
    /// Whether selection is cleared when the view appears; kept.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the standard reordering gesture is installed; kept.
    open var installsStandardGestureForInteractiveMovement = true

    /// A controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutAtCreation = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a collection view the size of `UIScreen.main` with the layout given at creation, this controller its
    /// data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutAtCreation)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// No sections unless a subclass or another data source says otherwise, as UIKit's controller answers.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass that shows items returns their cells; reaching this is a programming error in UIKit too.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }

    // UIKit's controller adopts the data source and delegate protocols in its Objective-C interface, so Swift
    // shows their optional methods as members of the class and a subclass implements them with `override`
    // (Xcode's template does: `override func numberOfSections(in:)`). Here they throw as the protocols' defaults
    // do: not implemented unless a subclass overrides them.

    /// Not implemented unless a subclass overrides it (UIKit then takes 1 section).
    open func numberOfSections(in collectionView: UICollectionView) throws -> Int {
        throw UnimplementedOptionalRequirement("numberOfSections(in:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> UICollectionReusableView {
        throw UnimplementedOptionalRequirement("collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    /// Not implemented unless a subclass overrides it (UIKit then takes `false`).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("collectionView(_:canMoveItemAt:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:moveItemAt:to:)")
    }

    /// Not implemented unless a subclass overrides it (UIKit then takes `true`).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("collectionView(_:shouldSelectItemAt:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:didSelectItemAt:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:didDeselectItemAt:)")
    }

    /// Not implemented unless a subclass overrides it (UIKit then takes `true`).
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("collectionView(_:shouldHighlightItemAt:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:willDisplay:forItemAt:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) throws {
        throw UnimplementedOptionalRequirement("collectionView(_:didEndDisplaying:forItemAt:)")
    }

    /// Not implemented unless a subclass overrides it (the collection view then makes a plain transition layout).
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) throws -> UICollectionViewTransitionLayout {
        throw UnimplementedOptionalRequirement("collectionView(_:transitionLayoutForOldLayout:newLayout:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewDidScroll(_:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewDidEndScrollingAnimation(_:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewWillBeginDragging(_:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) throws {
        throw UnimplementedOptionalRequirement("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) throws {
        throw UnimplementedOptionalRequirement("scrollViewDidEndDragging(_:willDecelerate:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewWillBeginDecelerating(_:)")
    }

    /// Not implemented unless a subclass overrides it.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewDidEndDecelerating(_:)")
    }
}
#endif
