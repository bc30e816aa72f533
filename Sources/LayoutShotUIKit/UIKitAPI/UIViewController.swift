#if !canImport(UIKit)
/// A view controller, as UIKit's class: layout libraries ship one as their collection view's delegate, so it
/// must compile. Its view is made on first use (`loadView()`, then `viewDidLoad()`); nothing presents it here.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The controller's view, made by `loadView()` on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The title a navigation bar would show; the navigation item's title follows it, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// What a navigation bar shows for this controller; kept, as bars are not drawn here.
    public private(set) lazy var navigationItem = UINavigationItem()
    /// The delegate supplying this controller's presentation animators; held weakly, kept.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// How the controller is presented; kept.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The controller this one presents; nothing is presented here, so `nil`.
    open var presentedViewController: UIViewController? { nil }
    /// The controller presenting this one; `nil` here.
    open var presentingViewController: UIViewController? { nil }

    /// Nothing is presented here: `completion` runs at once.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    /// Nothing is presented here: `completion` runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    /// Shows `vc` as UIKit's default does: pushed onto the navigation controller this one is in, else presented.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/1621377-show
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Creates a controller; nibs do not exist here, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Makes the view: a plain view the size of `UIScreen.main`, unless overridden.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is made.
    open func viewDidLoad() {}
    /// Called before the view appears; only app code calls it here.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears; only app code calls it here.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view lays out its subviews; only app code calls it here.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews; only app code calls it here.
    open func viewDidLayoutSubviews() {}
    /// Called before the view changes size; nothing rotates here, so only app code calls it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The view's traits.
    open var traitCollection: UITraitCollection { view.traitCollection }

    /// The child view controllers, in the order added.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?

    /// Adds `childController` as the last child (removing it from its former parent first), calling its
    /// `willMove(toParent:)` with this controller as UIKit does; the app calls `didMove(toParent:)` after.
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent's children, then calls its `didMove(toParent: nil)` as UIKit
    /// does; the app calls `willMove(toParent: nil)` before.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent (`nil`).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent (`nil`).
    open func didMove(toParent parent: UIViewController?) {}
}
#endif
