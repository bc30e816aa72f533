import UIKit

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
    type.init()
}
