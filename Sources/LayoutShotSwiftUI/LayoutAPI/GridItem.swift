/// A description of a row or a column in a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item, each at least `minimum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: Size
    /// The spacing to the next item, or `nil` for the default (8).
    public var spacing: CGFloat?
    /// The alignment to use when placing each view, or `nil` for the grid's.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment properties.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
