/// Which way the interface reads, as `UITraitCollection.layoutDirection` says: a right-to-left language mirrors
/// layouts that flip (`flipsHorizontallyInOppositeLayoutDirection`) about the collection view's vertical centre line.
public enum UserInterfaceDirection: String, Hashable, Sendable, CaseIterable {
    /// English, French, …: the default.
    case leftToRight
    /// Arabic, Hebrew, …
    case rightToLeft

    /// The short name file names use: `ltr` or `rtl`.
    public var shortName: String { self == .leftToRight ? "ltr" : "rtl" }
}
