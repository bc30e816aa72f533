#if !canImport(UIKit)
/// A nib file, as UIKit's class: nibs do not load on Linux, so registering one compiles and gives plain views.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name.
    public let nibName: String

    private init(nibName: String) {
        self.nibName = nibName
        super.init()
    }

    /// A nib of `name` in `bundle`; nothing is read.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.init(nibName: name)
    }

    /// The nib's top-level objects: none, as nothing is loaded here.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        []
    }

    /// Keys of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
#endif
