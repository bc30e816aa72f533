/// The layout kinds of docs/formats.md.
public enum LayoutKind: String, Hashable, Sendable, CaseIterable {
    /// UICollectionViewFlowLayout.
    case flow
    /// Flow with alignment, vertical alignment and follow mode.
    case alignedFlow
    /// Masonry columns (or rows).
    case waterfall
    /// One horizontal line with centre scaling and snapping.
    case carousel
    /// A column of cards that pin at the top.
    case cards
    /// UICollectionViewCompositionalLayout, described in the spec's `compositional` block and computed by
    /// `CompositionalLayout`; `LayoutConfiguration.compute()` lays out nothing for it.
    case compositional
}

/// Carousel scaling parameters.
public struct CarouselOptions: Hashable, Sendable {
    /// Scale of an item whose centre is at the viewport's centre.
    public var centerScale: Double
    /// Scale of an item at least `viewportWidth/2 + itemWidth/2` from the centre.
    public var edgeScale: Double

    /// Creates carousel options; defaults are docs/formats.md's.
    public init(centerScale: Double = 1.8, edgeScale: Double = 0.8) {
        self.centerScale = centerScale
        self.edgeScale = edgeScale
    }
}

/// Everything needed to compute a layout for one viewport.
public struct LayoutConfiguration: Hashable, Sendable {
    /// Which layout.
    public var kind: LayoutKind
    /// Scroll axis; sections stack along it.
    public var scrollDirection: ScrollDirection
    /// The collection view's bounds size.
    public var viewport: Size2D
    /// Sections with resolved options.
    public var sections: [SectionConfiguration]
    /// Caps the content column's width and centres it, as on iPad (vertical layouts).
    public var maxContentWidth: Double?
    /// Sticky section headers.
    public var pinHeaders: Bool
    /// The section whose header, once reached, stays pinned for good.
    public var pinnedSection: Int?
    /// Carousel scaling.
    public var carousel: CarouselOptions
    /// Cards: distance from the viewport top at which cards pin.
    public var pinTop: Double

    /// Creates a configuration.
    public init(
        kind: LayoutKind, viewport: Size2D, sections: [SectionConfiguration],
        scrollDirection: ScrollDirection = .vertical, maxContentWidth: Double? = nil,
        pinHeaders: Bool = false, pinnedSection: Int? = nil, carousel: CarouselOptions = CarouselOptions(),
        pinTop: Double = 0
    ) {
        self.kind = kind
        self.viewport = viewport
        self.sections = sections
        self.scrollDirection = scrollDirection
        self.maxContentWidth = maxContentWidth
        self.pinHeaders = pinHeaders
        self.pinnedSection = pinnedSection
        self.carousel = carousel
        self.pinTop = pinTop
    }
}
