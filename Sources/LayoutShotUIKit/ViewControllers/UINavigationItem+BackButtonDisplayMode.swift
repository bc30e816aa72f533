#if !canImport(UIKit)
extension UINavigationItem {
    /// What a back button shows, as UIKit's enum.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's title, or "Back" where it does not fit.
        case `default`
        /// "Back" alone.
        case generic
        /// The chevron alone.
        case minimal
    }
}
#endif
