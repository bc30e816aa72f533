import LayoutCore

/// One picture on a gallery's contact sheet: its files, its title and what it shows.
public struct ContactSheetEntry: Sendable {
    /// File name without extension of the picture (`NAME.png`, `NAME.svg`).
    public let name: String
    /// The spec's name.
    public let title: String
    /// Short facts: layout kind, viewport, element count, number of variants.
    public let details: [String]
    /// The spec's `description`, if it has one.
    public let description: String?
    /// The spec file, as given.
    public let source: String
    /// The picture's size in points (the PNG is this times its scale).
    public let size: Size2D

    /// Creates an entry.
    public init(name: String, title: String, details: [String], description: String?, source: String, size: Size2D) {
        self.name = name
        self.title = title
        self.details = details
        self.description = description
        self.source = source
        self.size = size
    }
}
