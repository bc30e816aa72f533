#if !canImport(UIKit)
import LayoutCore

extension LayoutHost {
    /// Loads `viewController` on `device` as a window shows it and drives the collection view of its screen: the view
    /// is made (`loadView()`, `viewDidLoad()`) while `UIScreen.main` is the device's screen, then sized to the screen
    /// with the device's safe area and traits (size classes, idiom, scale, `textSize`, `direction`), and told it appears
    /// and lays out (`viewWillAppear(_:)`, `viewWillLayoutSubviews()`, `layoutIfNeeded()`, `viewDidLayoutSubviews()`,
    /// each view below the root's `layoutSubviews()`, parents first, then `viewDidAppear(_:)`). The first collection
    /// view of the view tree, depth first, is the one drawn (a table view is found as the list view it holds, which it
    /// is laid out and drawn as); it gets the part of the safe area it lies under and the screen's traits. A screen
    /// without one is a `LayoutFault`.
    public convenience init(
        viewController: UIViewController, device: DeviceModel, orientation: DeviceModel.Orientation = .portrait,
        textSize: TextSizeCategory = .large, direction: UserInterfaceDirection = .leftToRight, options: Options = Options()
    ) throws(LayoutFault) {
        let whole = device.screenSize(orientation)
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: whole.width, height: whole.height), scale: CGFloat(device.scale))
        let root: UIView = UIScreen.$hostScreen.withValue(screen) {
            let root: UIView = viewController.view
            root.adopt(device, orientation, textSize: textSize, direction: direction)
            viewController.viewWillAppear(false)
            viewController.viewWillLayoutSubviews()
            root.setNeedsLayout()
            root.layoutIfNeeded()
            viewController.viewDidLayoutSubviews()
            root.layOutDescendantsForFirstPass()
            viewController.viewDidAppear(false)
            return root
        }
        guard let collectionView = Self.firstCollectionView(in: root) else {
            throw .noCollectionView(viewController: String(describing: type(of: viewController)))
        }
        if collectionView !== root { collectionView.takeScreen(of: root) }
        self.init(collectionView: collectionView, options: options, retaining: [viewController])
    }

    /// The first collection view in `view`'s tree, depth first in subview order, `view` itself first.
    static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let collectionView = view as? UICollectionView { return collectionView }
        for subview in view.subviews {
            if let found = firstCollectionView(in: subview) { return found }
        }
        return nil
    }
}

extension UIView {
    /// This subview under `root`'s screen: the part of `root`'s safe area it lies under, `root`'s traits and screen.
    func takeScreen(of root: UIView) {
        let frame = convert(bounds, to: root)
        let safe = root.safeAreaInsets
        safeAreaInsets = UIEdgeInsets(
            top: max(0, safe.top - frame.minY), left: max(0, safe.left - frame.minX),
            bottom: max(0, frame.maxY - (root.bounds.height - safe.bottom)), right: max(0, frame.maxX - (root.bounds.width - safe.right)))
        traitOverrides = root.traitOverrides
        adoptedScreen = root.adoptedScreen
    }
}
#endif
