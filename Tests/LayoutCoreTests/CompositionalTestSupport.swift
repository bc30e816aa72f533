import LayoutCore

/// Shorthands for writing compositional descriptions in tests the way Apple's samples write them.
enum C {
    static func size(_ width: CompositionalDimension, _ height: CompositionalDimension) -> CompositionalSize {
        CompositionalSize(widthDimension: width, heightDimension: height)
    }

    static func item(
        _ width: CompositionalDimension, _ height: CompositionalDimension, insets: DirectionalEdgeInsets = .zero,
        edgeSpacing: CompositionalEdgeSpacing? = nil, supplementaryItems: [CompositionalSupplementaryItem] = []
    ) -> CompositionalSubitem {
        .item(CompositionalItem(
            layoutSize: size(width, height), contentInsets: insets, edgeSpacing: edgeSpacing, supplementaryItems: supplementaryItems))
    }

    static func insets(_ all: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all)
    }

    /// Computes a one-section-description layout in a vertical viewport of `width` × `height`.
    static func compute(
        _ section: CompositionalSection, counts: [Int], width: Double = 300, height: Double = 600,
        configuration: CompositionalConfiguration = CompositionalConfiguration()
    ) -> CompositionalGeometry {
        CompositionalLayout(section: section, configuration: configuration)
            .compute(in: CompositionalViewport(size: Size2D(width: width, height: height)), itemCounts: counts)
    }
}

extension CompositionalGeometry {
    /// Static cell frames in item order, all sections.
    var cellFrames: [Rect2D] { staticAttributes.filter { $0.kind == .cell }.map(\.frame) }
    /// The frames of the list separators, in canonical order.
    var separatorFrames: [Rect2D] {
        staticAttributes.filter { $0.elementKind == CompositionalListConfiguration.separatorElementKind }.map(\.frame)
    }

    /// Static frames of one kind.
    func frames(_ kind: ElementKind) -> [Rect2D] { staticAttributes.filter { $0.kind == kind }.map(\.frame) }

    /// The frame of the header of `section` at `offset`.
    func headerFrame(_ section: Int, at offset: Point2D) -> Rect2D? {
        attributes(at: offset).first { $0.kind == .header && $0.section == section }?.frame
    }
}
