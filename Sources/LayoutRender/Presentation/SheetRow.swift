/// One row of a grid sheet: a title over its pictures, one per column.
public struct SheetRow: Sendable {
    /// What the row shows (a device), drawn above it.
    public var title: String
    /// The pictures, one per column, each under its own caption (an orientation, a text size).
    public var panels: [SheetPanel]

    /// Creates a row.
    public init(title: String, panels: [SheetPanel]) {
        self.title = title
        self.panels = panels
    }
}
