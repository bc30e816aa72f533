import LayoutShotUIKit
import Testing

/// UIKit API a task app's sidebar list screen uses that LayoutShotUIKit lacked, as the app writes it.
@MainActor
@Suite struct AppSurveyAPITests {
    /// The app's tint: orange in the dark appearance, blue in the light one, which is the one drawn here.
    static let tint = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemOrange : .systemBlue }

    @Test func aDynamicColourIsItsLightAppearance() {
        #expect(Self.tint.red == UIColor.systemBlue.red && Self.tint.green == UIColor.systemBlue.green
            && Self.tint.blue == UIColor.systemBlue.blue && Self.tint.alpha == 1)
        // The fills of the Human Interface Guidelines' light appearance: 120, 120, 128 at 16 %.
        let fill = UIColor.secondarySystemFill
        #expect(fill.red == 120 / 255 && fill.blue == 128 / 255 && fill.alpha == 0.16)
        #expect(UIColor.tertiarySystemFill.alpha == 0.12 && UIColor.quaternarySystemFill.alpha == 0.08)
    }

    @Test func showPushesOntoTheNavigationStackElsePresents() {
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        root.navigationItem.backButtonDisplayMode = .minimal
        root.show(detail, sender: nil)
        #expect(navigation.viewControllers == [root, detail])
        #expect(root.navigationItem.backButtonDisplayMode == .minimal)
        // Outside a navigation controller it presents, which here shows nothing and changes no stack.
        UIViewController().show(UIViewController(), sender: nil)
    }

    @Test func aScreenReportsSixtyFramesASecond() {
        #expect(UIScreen.main.maximumFramesPerSecond == 60)
    }
}
