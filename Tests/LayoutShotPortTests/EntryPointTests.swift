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

    @Test func aMetatypeInitIsRefusedWithWhatToWrite() {
        let text = """
            func make(_ viewControllerType: UIViewController.Type) -> UIViewController {
                let vc = viewControllerType.init()
                return vc
            }
            let other = type(of: make(UIViewController.self)).init(nibName: nil, bundle: nil)
            let plain = UIViewController.init()

            """
        let result = port(text)
        #expect(result.problems.map(\.line) == [2, 5])
        #expect(result.problems.first?.message.contains("pass a closure that makes the instance") == true)
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
