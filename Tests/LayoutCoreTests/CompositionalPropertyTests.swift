import LayoutCore
import Testing

/// Properties over random compositional descriptions: no overlapping cells in plain grids, every item placed,
/// rect queries equal to brute-force filters (static, at offsets, with orthogonal offsets), pinned views kept
/// inside their sections, determinism.
@Suite struct CompositionalPropertyTests {
    static let seeds: [UInt64] = Array(1...50)

    struct Case {
        var layout: CompositionalLayout
        var viewport: CompositionalViewport
        var counts: [Int]
    }

    static func int(_ range: ClosedRange<Int>, _ rng: inout SeededGenerator) -> Double {
        Double(Int.random(in: range, using: &rng))
    }

    /// Grids of `count:` or repeating fractional rows, with insets, spacing, headers, footers, backgrounds and
    /// orthogonal sections; sizes are whole points so nothing overlaps by rounding.
    static func randomCase(seed: UInt64) -> Case {
        var rng = SeededGenerator(seed: seed)
        let direction: ScrollDirection = Int.random(in: 0..<4, using: &rng) == 0 ? .horizontal : .vertical
        var sections: [CompositionalSection] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let columns = Int.random(in: 1...5, using: &rng)
            let along = int(20...80, &rng), inset = int(0...3, &rng)
            let item = C.item(
                direction == .vertical ? .fractionalWidth(1 / Double(columns)) : .fractionalWidth(1),
                direction == .vertical ? .fractionalHeight(1) : .fractionalHeight(1 / Double(columns)),
                insets: C.insets(inset))
            let size = direction == .vertical ? C.size(.fractionalWidth(1), .absolute(along)) : C.size(.absolute(along), .fractionalHeight(1))
            var group: CompositionalGroup
            if Bool.random(using: &rng) {
                group = direction == .vertical
                    ? .horizontal(layoutSize: size, repeatingSubitem: item, count: columns)
                    : .vertical(layoutSize: size, repeatingSubitem: item, count: columns)
                group.interItemSpacing = .fixed(int(0...8, &rng))
            } else {
                group = direction == .vertical ? .horizontal(layoutSize: size, subitems: [item]) : .vertical(layoutSize: size, subitems: [item])
            }
            var section = CompositionalSection(
                group: group,
                contentInsets: DirectionalEdgeInsets(top: int(0...12, &rng), leading: int(0...12, &rng), bottom: int(0...12, &rng), trailing: int(0...12, &rng)),
                interGroupSpacing: int(0...10, &rng))
            if Bool.random(using: &rng) {
                section.boundarySupplementaryItems.append(CompositionalBoundarySupplementaryItem(
                    layoutSize: C.size(.fractionalWidth(1), .absolute(int(10...40, &rng))), elementKind: "header",
                    alignment: direction == .vertical ? .top : .leading, pinToVisibleBounds: Bool.random(using: &rng)))
            }
            if Bool.random(using: &rng) {
                section.boundarySupplementaryItems.append(CompositionalBoundarySupplementaryItem(
                    layoutSize: C.size(.fractionalWidth(1), .absolute(int(10...30, &rng))), elementKind: "footer",
                    alignment: direction == .vertical ? .bottom : .trailing, pinToVisibleBounds: Bool.random(using: &rng)))
            }
            if Bool.random(using: &rng) { section.decorationItems = [.background(elementKind: "background")] }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                section.orthogonalScrollingBehavior = CompositionalOrthogonalScrollingBehavior.allCases.randomElement(using: &rng)!
            }
            sections.append(section)
        }
        let configuration = CompositionalConfiguration(scrollDirection: direction, interSectionSpacing: int(0...20, &rng))
        let layout = CompositionalLayout(configuration: configuration) { [sections] index, _ in sections[index] }
        let viewport = CompositionalViewport(size: Size2D(width: int(200...500, &rng), height: int(200...700, &rng)))
        return Case(layout: layout, viewport: viewport, counts: sections.map { _ in Int.random(in: 0...60, using: &rng) })
    }

    static func compute(_ c: Case) -> CompositionalGeometry { c.layout.compute(in: c.viewport, itemCounts: c.counts) }

    @Test(arguments: seeds)
    func everyItemPlacedAndNoCellsOverlap(seed: UInt64) {
        let c = Self.randomCase(seed: seed)
        let cells = Self.compute(c).staticAttributes.filter { $0.kind == .cell }
        #expect(cells.count == c.counts.reduce(0, +))
        for s in c.counts.indices {
            #expect(cells.filter { $0.section == s }.map(\.item) == Array(0..<c.counts[s]))
        }
        // Thirds of a width summed from a group's origin may differ from the neighbour's origin in the last
        // bit, so an overlap must exceed a micro-point to count.
        for i in cells.indices {
            for j in cells.indices where j > i {
                #expect(!cells[i].frame.insetBy(1e-6).overlaps(cells[j].frame), "seed \(seed): \(cells[i]) overlaps \(cells[j])")
            }
        }
    }

    @Test(arguments: seeds)
    func rectQueryEqualsBruteForce(seed: UInt64) {
        let c = Self.randomCase(seed: seed)
        let layout = Self.compute(c)
        var rng = SeededGenerator(seed: seed &+ 1000)
        let content = layout.contentSize
        // Which elements scroll orthogonally, found by moving every scroller by 1: they count as met by a rect
        // that meets them along the scroll axis, wherever they lie across it.
        let nudged = Dictionary(uniqueKeysWithValues: layout.sections.indices.map { ($0, 1.0) })
        let moves = zip(layout.attributes(at: .zero), layout.attributes(at: .zero, orthogonalOffsets: nudged)).map { $0.frame.x != $1.frame.x || $0.frame.y != $1.frame.y }
        let vertical = layout.scrollDirection == .vertical
        func oracle(_ all: [LayoutAttributes], _ rect: Rect2D) -> [LayoutAttributes] {
            zip(all, moves).filter { a, orthogonal in
                guard orthogonal else { return a.frame.touches(rect) }
                return vertical ? a.frame.y <= rect.maxY && rect.y <= a.frame.maxY : a.frame.x <= rect.maxX && rect.x <= a.frame.maxX
            }.map(\.0)
        }
        for _ in 0..<20 {
            let rect = r(
                Self.int(-50...Int(content.width) + 50, &rng), Self.int(-50...Int(content.height) + 50, &rng),
                Self.int(0...300, &rng), Self.int(0...300, &rng))
            #expect(layout.attributes(in: rect) == oracle(layout.staticAttributes, rect))
            let offset = Point2D(x: Self.int(0...Int(content.width), &rng), y: Self.int(0...Int(content.height), &rng))
            var orthogonal: [Int: Double] = [:]
            for s in layout.sections.indices where layout.sections[s].orthogonalScrollingBehavior != .none {
                orthogonal[s] = Self.int(0...400, &rng)
            }
            #expect(layout.attributes(in: rect, at: offset, orthogonalOffsets: orthogonal)
                == oracle(layout.attributes(at: offset, orthogonalOffsets: orthogonal), rect))
            #expect(layout.attributes(in: rect, at: offset)
                == oracle(layout.attributes(at: offset), rect))
        }
    }

    /// Pinned headers and footers never leave their section's frame along the scroll axis.
    @Test(arguments: seeds)
    func pinnedViewsStayInTheirSection(seed: UInt64) {
        let layout = Self.compute(Self.randomCase(seed: seed))
        let vertical = layout.scrollDirection == .vertical
        for step in 0...20 {
            let v = Double(step) / 20 * (vertical ? layout.contentSize.height : layout.contentSize.width)
            for a in layout.attributes(at: vertical ? Point2D(x: 0, y: v) : Point2D(x: v, y: 0)) where a.kind == .header || a.kind == .footer {
                let section = layout.sections[a.section].frame
                #expect(vertical ? (a.frame.y >= section.y && a.frame.maxY <= section.maxY) : (a.frame.x >= section.x && a.frame.maxX <= section.maxX))
            }
        }
    }

    @Test(arguments: seeds)
    func deterministic(seed: UInt64) {
        let a = Self.compute(Self.randomCase(seed: seed)), b = Self.compute(Self.randomCase(seed: seed))
        #expect(a.staticAttributes == b.staticAttributes)
        #expect(a.contentSize == b.contentSize)
        #expect(a.sections == b.sections)
    }
}

/// The 10,000-item grid with pinned headers the benchmark figure is about: everything placed, viewport
/// queries equal to brute force at offsets through the content.
@Suite struct CompositionalLargeGridTests {
    static let layout: CompositionalGeometry = {
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top, pinToVisibleBounds: true)
        var group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .fractionalWidth(0.25)),
            repeatingSubitem: C.item(.fractionalWidth(1), .fractionalHeight(1), insets: C.insets(1)), count: 4)
        group.interItemSpacing = .fixed(4)
        let section = CompositionalSection(
            group: group, contentInsets: C.insets(8), interGroupSpacing: 4, boundarySupplementaryItems: [header])
        return C.compute(section, counts: Array(repeating: 100, count: 100), width: 375, height: 667)
    }()

    @Test func everythingPlaced() {
        #expect(Self.layout.elementCount == 10_100)
        #expect(Self.layout.sections.count == 100)
    }

    @Test(arguments: [0.0, 0.37, 0.5, 0.99])
    func viewportQueryEqualsBruteForce(fraction: Double) {
        let layout = Self.layout
        let offset = Point2D(x: 0, y: (layout.contentSize.height - 667) * fraction)
        let visible = Rect2D(origin: offset, size: layout.viewport)
        let resolved = layout.resolvedViewport(at: offset)
        #expect(resolved.attributes == layout.attributes(at: offset).filter { $0.frame.touches(visible) })
        #expect(resolved.attributes.filter { $0.kind == .header }.count >= 1)
    }
}
