#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

/// A cell configured in Interface Builder.
open class BadgeCell: UICollectionViewCell {
    public weak var badge: UIView!
    public var cornerRadius: CGFloat = 4
    public private(set) var taps = 0

    public func tapped(_ sender: Any) {
        taps += 1
    }

    #if canImport(UIKit)
    // Apple-only code is left exactly as written.
    @objc func appleOnly() { perform(#selector(tapped(_:)), with: nil) }
    #endif
}
