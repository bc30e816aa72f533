/// One Swift file of the set being ported: its path relative to the set's folder, and its text.
public struct PortSource: Sendable, Equatable {
    /// The path relative to the folder being ported, e.g. `Layouts/WaterfallLayout.swift`.
    public var path: String
    /// The file's text.
    public var text: String

    /// A file of the set.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
