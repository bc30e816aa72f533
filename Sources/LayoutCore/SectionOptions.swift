/// How items of one line are placed along the line in the aligned flow layout.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    /// Packed at the start with `interitemSpacing`.
    case start
    /// Packed at the end, data in reading order.
    case end
    /// Packed at the end, data reversed: the first item of a line is the last along the line.
    case dataEnd
    /// Packed and centred.
    case center
    /// UIKit's own flow behaviour.
    case justified
}

/// How items of different cross sizes sit within a line.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    /// At the line's top (leading edge for horizontal layouts).
    case top
    /// Centred in the line.
    case center
    /// At the line's bottom (trailing edge for horizontal layouts).
    case bottom
}

/// Which column the waterfall gives the next item.
public enum WaterfallOrder: String, Hashable, Sendable, CaseIterable {
    /// The column whose next item would start highest; ties to the lowest column index.
    case shortestFirst
    /// Item k goes into column `k % columns`.
    case leftToRight
    /// Item k goes into column `columns - 1 - k % columns`.
    case rightToLeft
}

/// What a section background decoration covers.
public enum BackgroundCover: String, Hashable, Sendable, CaseIterable {
    /// The union of the section's item frames.
    case items
    /// The section from the header's top to the footer's bottom across the content column.
    case section
}

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
