#if !canImport(UIKit)
/// The kind of device an interface is designed for, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// iPhone.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Mac Catalyst.
    case mac = 5
    /// Apple Vision.
    case vision = 6
}

/// The current device as layouts query it: a phone, matching `UIScreen.main`.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device layouts see.
    public static let current = UIDevice()

    /// The idiom layouts branch on; always `.phone` here.
    public let userInterfaceIdiom: UIUserInterfaceIdiom = .phone
}
#endif
