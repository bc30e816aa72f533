/// One section with every option resolved (layout defaults merged with the section's overrides).
public struct SectionConfiguration: Hashable, Sendable {
    /// Header extent along the scroll axis; `nil` means no header.
    public var header: Double?
    /// Footer extent along the scroll axis; `nil` means no footer.
    public var footer: Double?
    /// The items in data order.
    public var items: [ItemSpec]
    /// Waterfall columns (vertical) or rows (horizontal); at least 1.
    public var columns: Int
    /// Insets of the item area.
    public var inset: Insets
    /// Spacing between lines (flow) or between items of a column (waterfall, cards).
    public var lineSpacing: Double
    /// Spacing between items of a line (flow) or between columns (waterfall).
    public var interitemSpacing: Double
    /// Space added before this section when it is not the first.
    public var sectionSpacing: Double
    /// Size of items that do not give their own.
    public var itemSize: Size2D
    /// Aligned flow: placement along a line.
    public var alignment: LineAlignment
    /// Aligned flow: placement across a line.
    public var verticalAlignment: CrossAlignment
    /// Aligned flow: pack later items under the shortest slot.
    public var follow: Bool
    /// Waterfall: which column gets the next item.
    public var order: WaterfallOrder
    /// Optional background decoration.
    public var background: SectionBackground?

    /// Creates a section with docs/formats.md defaults for everything not given.
    public init(
        items: [ItemSpec] = [], header: Double? = nil, footer: Double? = nil, columns: Int = 2,
        inset: Insets = .zero, lineSpacing: Double = 0, interitemSpacing: Double = 0,
        sectionSpacing: Double = 0, itemSize: Size2D = Size2D(width: 50, height: 50),
        alignment: LineAlignment = .justified, verticalAlignment: CrossAlignment = .center,
        follow: Bool = false, order: WaterfallOrder = .shortestFirst, background: SectionBackground? = nil
    ) {
        self.items = items
        self.header = header
        self.footer = footer
        self.columns = columns
        self.inset = inset
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.sectionSpacing = sectionSpacing
        self.itemSize = itemSize
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.follow = follow
        self.order = order
        self.background = background
    }
}
