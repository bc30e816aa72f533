import LayoutCore

/// A measured distance, drawn as a dimension line with its value in points.
///
/// `from` and `to` share one coordinate (the line is horizontal or vertical); they lie in content
/// coordinates when measured and in scene coordinates once placed.
public struct Dimension: Hashable, Sendable {
    /// What a dimension measures.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A section's top inset.
        case topInset
        /// A section's left inset.
        case leftInset
        /// A section's bottom inset.
        case bottomInset
        /// A section's right inset.
        case rightInset
        /// The gap between two lines (flow), or two items of a column (waterfall, cards, carousel).
        case lineSpacing
        /// The gap between two items of a line (flow), or two columns (waterfall).
        case interitemSpacing
        /// The gap between a section and the one before it.
        case sectionSpacing
        /// The width of the whole content, drawn outside the picture.
        case contentWidth
        /// The height of the whole content, drawn outside the picture.
        case contentHeight
        /// The width of the viewport, drawn outside the picture.
        case viewportWidth
        /// The height of the viewport, drawn outside the picture.
        case viewportHeight
    }

    /// What is measured.
    public var kind: Kind
    /// The section measured, or nil for the content and viewport size.
    public var section: Int?
    /// One end of the line.
    public var from: Point2D
    /// The other end of the line.
    public var to: Point2D

    /// Creates a dimension.
    public init(kind: Kind, section: Int?, from: Point2D, to: Point2D) {
        self.kind = kind
        self.section = section
        self.from = from
        self.to = to
    }

    /// The measured distance in points.
    public var length: Double { abs(to.x - from.x) + abs(to.y - from.y) }

    /// True for a line along x, false for one along y.
    public var isHorizontal: Bool { from.y == to.y }

    /// Whether the dimension measures the whole picture and so sits outside it.
    public var isOutside: Bool {
        switch kind {
        case .contentWidth, .contentHeight, .viewportWidth, .viewportHeight: true
        default: false
        }
    }

    /// The value as labelled: points rounded to hundredths, without trailing zeros.
    public var label: String { DecimalFormat.format((length * 100).rounded() / 100) }

    /// The dimension moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Dimension {
        Dimension(
            kind: kind, section: section, from: Point2D(x: from.x + dx, y: from.y + dy), to: Point2D(x: to.x + dx, y: to.y + dy))
    }
}
