#if canImport(UIKit)
import UIKit
#endif

/// A cell configured in Interface Builder.
@IBDesignable
open class BadgeCell: UICollectionViewCell {
    @IBOutlet public weak var badge: UIView!
    @IBInspectable public var cornerRadius: CGFloat = 4
    public private(set) var taps = 0

    @IBAction public func tapped(_ sender: Any) {
        taps += 1
    }

    #if canImport(UIKit)
    // Apple-only code is left exactly as written.
    @objc func appleOnly() { perform(#selector(tapped(_:)), with: nil) }
    #endif
}

#Preview {
    let cell = BadgeCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    return cell
}
