import Testing

@Suite struct EntryPointTests {
    @Test func theApplicationEntryPointIsDropped() {
        let text = """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            @main final class SceneApp: UIResponder, UIApplicationDelegate {}

            """
        let expected = """
            import LayoutShotUIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            final class SceneApp: UIResponder, UIApplicationDelegate {}

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        #expect(ported(result) == expected)
        #expect(result.rewrites.filter { $0.message.contains("entry point") }.map(\.line) == [3, 8])
    }

    /// `@main` on anything else (a command-line tool's type) is the app's own and stays.
    @Test func anotherMainStays() {
        let text = "@main struct Tool {\n    static func main() {}\n}\n"
        #expect(ported(port(text)) == text)
    }

    /// `init(…)` with arguments on a metatype value has no `required init` to call without the Objective-C runtime.
    @Test func aMetatypeInitWithArgumentsIsRefusedWithWhatToWrite() {
        let text = """
            func make(_ viewControllerType: UIViewController.Type) -> UIViewController {
                let vc = viewControllerType.init(nibName: nil, bundle: nil)
                return vc
            }
            let other = type(of: make(UIViewController.self)).init(nibName: nil, bundle: nil)
            let plain = UIViewController.init()

            """
        let result = port(text)
        #expect(result.problems.map(\.line) == [2, 5])
        #expect(result.problems.first?.message.contains("pass a closure that makes the instance") == true)
    }

    /// `init()` on a metatype value, as the sample's outline does with the controller of the row tapped, calls a
    /// function added to the file that makes each class of the set `Class()` makes: one that declares no
    /// designated initializer, or overrides all of `UIViewController`'s (so it inherits the convenience `init()`),
    /// or declares an `init` callable without arguments; a nested class by its qualified name. Left out: a
    /// class with other designated initializers, a private, generic or local one, one not derived from UIKit.
    @Test func aMetatypeInitMakesTheSetsClassesThroughAnAddedFunction() {
        let screens = """
            import UIKit

            class GridViewController: UIViewController {}
            final class ListViewController: UIViewController {
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class DetailViewController: UIViewController {
                init(name: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class TitledViewController: DetailViewController {
                init(title: String = "Title") { super.init(name: title) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class SubGridViewController: GridViewController {}
            enum Menu { class Item: UICollectionViewListCell {} }
            private class HiddenViewController: UIViewController {}
            class BoxViewController<T>: UIViewController {}
            class Plain {}
            func local() { class Inner: UIViewController {} }

            """
        let menu = """
            import UIKit

            func show(_ type: UIViewController.Type?, in navigation: UINavigationController) {
                if let type { navigation.pushViewController(type.init(), animated: true) }
            }

            """
        let expected = """
            import LayoutShotUIKit

            func show(_ type: UIViewController.Type?, in navigation: UINavigationController) {
                if let type { navigation.pushViewController(layoutShotPortInit(type, "Menu.swift:4"), animated: true) }
            }

            /// Added by layoutshot-port: `value.init()` on a metatype value needs a `required init()` without the
            /// Objective-C runtime, so such calls in this file make the ported classes that `init()` constructs here.
            @MainActor
            fileprivate func layoutShotPortInit<T>(_ type: T.Type, _ site: String) -> T {
                switch ObjectIdentifier(type) {
                case ObjectIdentifier(GridViewController.self): return GridViewController() as! T
                case ObjectIdentifier(ListViewController.self): return ListViewController() as! T
                case ObjectIdentifier(Menu.Item.self): return Menu.Item() as! T
                case ObjectIdentifier(SubGridViewController.self): return SubGridViewController() as! T
                case ObjectIdentifier(TitledViewController.self): return TitledViewController() as! T
                default:
                    fatalError("\\(site): '\\(type).init()' through a metatype value: layoutshot-port makes only the ported classes that 'init()' constructs and every file can name, and \\(type) is not one of them")
                }
            }

            """
        let result = port(["Screens.swift": screens, "Menu.swift": menu])
        #expect(result.problems.isEmpty)
        #expect(ported(result, "Menu.swift") == expected)
        #expect(!ported(result, "Screens.swift").contains("layoutShotPortInit"))
        #expect(result.rewrites.filter { $0.message.contains("metatype") }.map { "\($0.file):\($0.line)" } == ["Menu.swift:4"])
    }

    /// A class of the set with a `required init()` can be made through its metatype, as on iOS.
    @Test func aMetatypeInitOfARequiredInitOfTheSetIsKept() {
        let text = """
            class Cell { required init() {} }
            func make(_ cellType: Cell.Type) -> Cell { cellType.init() }

            """
        #expect(port(text).problems.isEmpty)
    }
}
