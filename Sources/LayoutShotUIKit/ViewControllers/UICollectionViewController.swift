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
}
#endif
