#if !canImport(Darwin)
import Foundation

/// Joins a list of strings as a sentence, as Foundation's `ListFormatter`, which Linux's Foundation lacks: in
/// English, the form the `en` list pattern of the Unicode CLDR gives ("A", "A and B", "A, B, and C"), whatever
/// the locale (no other language's pattern is known here).
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale; not used.
    open var locale: Locale! = .current

    /// A list formatter.
    public override init() {
        super.init()
    }

    /// A list formatter from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `strings` joined as a list.
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return strings[0] + " and " + strings[1]
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    /// The items, written as `String(describing:)` writes them, joined as a list.
    open func string(from items: [Any]) -> String? {
        Self.localizedString(byJoining: items.map { String(describing: $0) })
    }

    /// The array `obj` joined as a list, or nil.
    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap { string(from: $0) }
    }
}
#endif
