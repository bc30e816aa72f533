/// A section background drawn as a decoration element (zIndex -1).
public struct SectionBackground: Hashable, Sendable {
    /// How far the background extends beyond what it covers; negative values shrink it.
    public var outset: Double
    /// Radius of the rounded corners.
    public var cornerRadius: Double
    /// What the background covers.
    public var cover: BackgroundCover

    /// Creates a background.
    public init(outset: Double = 0, cornerRadius: Double = 0, cover: BackgroundCover = .items) {
        self.outset = outset
        self.cornerRadius = cornerRadius
        self.cover = cover
    }
}

/// What a section background decoration covers.
public enum BackgroundCover: String, Hashable, Sendable, CaseIterable {
    /// The union of the section's item frames.
    case items
    /// The section from the header's top to the footer's bottom across the content column.
    case section
}
