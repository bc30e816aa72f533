import LayoutCore

/// One picture on a gallery's contact sheet: its files, its title and what it shows.
struct ContactSheetEntry: Sendable {
    /// File name without extension of the picture (`NAME.png`, `NAME.svg`).
    let name: String
    /// The spec's name.
    let title: String
    /// Short facts: layout kind, viewport, element count, number of variants.
    let details: [String]
    /// The spec's `description`, if it has one.
    let description: String?
    /// The spec file, as given.
    let source: String
    /// The picture's size in points (the PNG is this times its scale).
    let size: Size
}
