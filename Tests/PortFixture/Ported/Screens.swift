import LayoutShotUIKit

/// Screens a menu makes from their metatypes, as Apple's sample's outline does.
public class GridScreen: UIViewController {}

/// A screen that overrides every designated initializer, so it inherits `init()`.
public final class ListScreen: UIViewController {
    public let rows: Int

    public override init(nibName: String?, bundle: Bundle?) {
        rows = 3
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) { fatalError("no storyboards") }
}

/// The screen a menu row shows, made from its type.
@MainActor public func makeScreen(_ type: UIViewController.Type) -> UIViewController {
    layoutShotPortInit(type, "Screens.swift:20")
}

/// Added by layoutshot-port: `value.init()` on a metatype value needs a `required init()` without the
/// Objective-C runtime, so such calls in this file make the ported classes that `init()` constructs here.
@MainActor
fileprivate func layoutShotPortInit<T>(_ type: T.Type, _ site: String) -> T {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(BadgeCell.self): return BadgeCell() as! T
    case ObjectIdentifier(GridScreen.self): return GridScreen() as! T
    case ObjectIdentifier(ListScreen.self): return ListScreen() as! T
    case ObjectIdentifier(WeekHeaderView.self): return WeekHeaderView() as! T
    default:
        fatalError("\(site): '\(type).init()' through a metatype value: layoutshot-port makes only the ported classes that 'init()' constructs and every file can name, and \(type) is not one of them")
    }
}
