#if !canImport(UIKit)
/// The superclass of views and view controllers, as UIKit's class. Nothing touches or types here, so it
/// carries no event handling; it exists for the names declared on it (the keyboard's notifications).
@preconcurrency @MainActor
open class UIResponder: NSObject {}
#endif
