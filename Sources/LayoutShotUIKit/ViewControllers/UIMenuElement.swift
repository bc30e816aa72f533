#if !canImport(UIKit)
/// An element of a menu, as UIKit's class: menus are never shown here, so elements keep what they are given.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// The element's image.
    open var image: UIImage?

    /// An element with `title` and `image`.
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
#endif
