// Helpers seed 003's app defines itself (they are not UIKit): the screen width, a design-size scale and
// an iPad check. Written for this check; the article does not print them.
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

@MainActor var ScreenWidth: CGFloat { UIScreen.main.bounds.width }

@MainActor func Scale(_ value: CGFloat) -> CGFloat { value * UIScreen.main.bounds.width / 375 }

extension UIDevice {
    static func isIPad() -> Bool { current.userInterfaceIdiom == .pad }
}

extension UIView {
    var width: CGFloat { bounds.width }
}
