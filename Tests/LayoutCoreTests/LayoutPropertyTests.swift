import LayoutCore
import Testing

/// Properties over random layouts: no overlapping cells, everything inside the content, rect queries
/// equal to brute-force filters (static and at offsets, with scroll effects), determinism.
@Suite struct LayoutPropertyTests {
    static let seeds: [UInt64] = Array(1...60)

    /// A random configuration of `kind` whose items fit the available width (so cells cannot overlap).
    static func randomConfiguration(_ kind: LayoutKind, seed: UInt64) -> LayoutConfiguration {
        var rng = SeededGenerator(seed: seed)
        let direction: ScrollDirection =
            [.flow, .alignedFlow, .waterfall].contains(kind) && Bool.random(using: &rng) ? .horizontal : .vertical
        let viewport = Size2D(width: Double(Int.random(in: 200...500, using: &rng)), height: Double(Int.random(in: 200...600, using: &rng)))
        let vertical = direction == .vertical && kind != .carousel
        let maxContentWidth = vertical && Bool.random(using: &rng) ? Double(Int.random(in: 150...400, using: &rng)) : nil
        let lineExtent = direction == .vertical ? min(viewport.width, maxContentWidth ?? .infinity) : viewport.height
        var sections: [SectionConfiguration] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let inset = Insets(
                top: Double(Int.random(in: 0...12, using: &rng)), left: Double(Int.random(in: 0...12, using: &rng)),
                bottom: Double(Int.random(in: 0...12, using: &rng)), right: Double(Int.random(in: 0...12, using: &rng)))
            let available = lineExtent - (direction == .vertical ? inset.left + inset.right : inset.top + inset.bottom)
            var items: [ItemSpec] = []
            for _ in 0..<Int.random(in: 0...40, using: &rng) {
                let across = Double(Int.random(in: 0...Int(available), using: &rng))
                let along = Double(Int.random(in: 0...120, using: &rng))
                items.append(direction == .vertical ? ItemSpec(width: across, height: along) : ItemSpec(width: along, height: across))
            }
            let alignment = LineAlignment.allCases.randomElement(using: &rng)!
            sections.append(SectionConfiguration(
                items: items, header: Bool.random(using: &rng) ? Double(Int.random(in: 0...40, using: &rng)) : nil,
                footer: Bool.random(using: &rng) ? Double(Int.random(in: 0...30, using: &rng)) : nil,
                columns: Int.random(in: 1...5, using: &rng), inset: inset,
                lineSpacing: kind == .cards ? Double(Int.random(in: -40...20, using: &rng)) : Double(Int.random(in: 0...15, using: &rng)),
                interitemSpacing: Double(Int.random(in: 0...15, using: &rng)),
                sectionSpacing: Double(Int.random(in: 0...20, using: &rng)),
                itemSize: Size2D(width: 60, height: 40), alignment: kind == .alignedFlow ? alignment : .justified,
                verticalAlignment: CrossAlignment.allCases.randomElement(using: &rng)!,
                order: WaterfallOrder.allCases.randomElement(using: &rng)!,
                background: Bool.random(using: &rng)
                    ? SectionBackground(outset: 0, cornerRadius: 4, cover: BackgroundCover.allCases.randomElement(using: &rng)!) : nil))
        }
        if kind == .carousel {
            sections = [SectionConfiguration(items: Array(repeating: ItemSpec(), count: Int.random(in: 0...30, using: &rng)), lineSpacing: 42, itemSize: Size2D(width: 60, height: 90))]
        }
        let headered = sections.indices.filter { sections[$0].header != nil }
        return LayoutConfiguration(
            kind: kind, viewport: viewport, sections: sections, scrollDirection: kind == .carousel ? .horizontal : direction,
            maxContentWidth: maxContentWidth,
            pinHeaders: vertical && Bool.random(using: &rng),
            pinnedSection: vertical && Bool.random(using: &rng) ? headered.randomElement(using: &rng) : nil,
            pinTop: Double(Int.random(in: 0...20, using: &rng)))
    }

    static let overlapFreeKinds: [LayoutKind] = [.flow, .alignedFlow, .waterfall, .carousel]

    @Test(arguments: overlapFreeKinds, seeds)
    func noTwoCellsOverlap(kind: LayoutKind, seed: UInt64) {
        let layout = Self.randomConfiguration(kind, seed: seed).compute()
        let cells = layout.staticAttributes.filter { $0.kind == .cell }
        for section in Set(cells.map(\.section)) {
            let frames = cells.filter { $0.section == section }.map(\.frame)
            for i in frames.indices {
                for j in frames.indices where j > i {
                    #expect(!frames[i].overlaps(frames[j]), "\(kind) seed \(seed): cells \(section)·\(i) and \(section)·\(j) overlap")
                }
            }
        }
    }

    @Test(arguments: LayoutKind.allCases, seeds)
    func everythingButBackgroundsLiesInsideTheContent(kind: LayoutKind, seed: UInt64) {
        let layout = Self.randomConfiguration(kind, seed: seed).compute()
        let content = Rect2D(origin: .zero, size: layout.contentSize)
        for e in layout.staticAttributes where e.kind != .decoration {
            #expect(e.frame.x >= content.x - 1e-9 && e.frame.maxX <= content.maxX + 1e-9, "\(kind) \(seed): \(e)")
            #expect(e.frame.y >= content.y - 1e-9 && e.frame.maxY <= content.maxY + 1e-9, "\(kind) \(seed): \(e)")
        }
    }

    @Test(arguments: LayoutKind.allCases, seeds)
    func rectQueriesEqualBruteForce(kind: LayoutKind, seed: UInt64) {
        let layout = Self.randomConfiguration(kind, seed: seed).compute()
        var rng = SeededGenerator(seed: seed &* 7919)
        let all = layout.staticAttributes
        for _ in 0..<20 {
            let rect = Self.randomRect(in: layout, using: &rng)
            #expect(layout.attributes(in: rect) == all.filter { $0.frame.touches(rect) }, "\(kind) \(seed) \(rect)")
        }
    }

    @Test(arguments: LayoutKind.allCases, seeds)
    func effectedQueriesEqualBruteForce(kind: LayoutKind, seed: UInt64) {
        let layout = Self.randomConfiguration(kind, seed: seed).compute()
        var rng = SeededGenerator(seed: seed &* 104_729)
        for _ in 0..<12 {
            let maximum = layout.maximumOffset
            let offset = Point2D(
                x: Double.random(in: -50...(maximum.x + 100), using: &rng).rounded(),
                y: Double.random(in: -50...(maximum.y + 100), using: &rng).rounded())
            let all = layout.attributes(at: offset)
            let viewport = layout.viewportRect(at: offset)
            #expect(layout.attributes(in: viewport, at: offset) == all.filter { $0.drawnFrame.touches(viewport) }, "\(kind) \(seed) \(offset)")
            let rect = Self.randomRect(in: layout, using: &rng)
            #expect(layout.attributes(in: rect, at: offset) == all.filter { $0.drawnFrame.touches(rect) }, "\(kind) \(seed) \(offset) \(rect)")
        }
    }

    @Test(arguments: LayoutKind.allCases, [UInt64(3), 17, 42])
    func computingTwiceGivesTheSameLayout(kind: LayoutKind, seed: UInt64) {
        let configuration = Self.randomConfiguration(kind, seed: seed)
        let a = configuration.compute(), b = configuration.compute()
        #expect(a.contentSize == b.contentSize)
        #expect(a.staticAttributes == b.staticAttributes)
        #expect(a.attributes(at: Point2D(x: 13, y: 77)) == b.attributes(at: Point2D(x: 13, y: 77)))
    }

    static func randomRect(in layout: EngineLayout, using rng: inout SeededGenerator) -> Rect2D {
        let size = layout.contentSize
        let x = Double.random(in: -20...(size.width + 20), using: &rng).rounded()
        let y = Double.random(in: -20...(size.height + 20), using: &rng).rounded()
        return Rect2D(x: x, y: y, width: Double(Int.random(in: 0...400, using: &rng)), height: Double(Int.random(in: 0...400, using: &rng)))
    }
}

@Suite struct LargeLayoutQueryTests {
    @Test func queriesOnAHundredThousandItemsMatchBruteForce() {
        var rng = SeededGenerator(seed: 99)
        let items = (0..<100_000).map { _ in ItemSpec(height: Double(Int.random(in: 20...200, using: &rng))) }
        let layout = LayoutConfiguration(
            kind: .waterfall, viewport: Size2D(width: 375, height: 667),
            sections: [SectionConfiguration(items: items, header: 40, columns: 3, lineSpacing: 8, interitemSpacing: 8, background: SectionBackground(outset: 4))],
            pinHeaders: true
        ).compute()
        let all = layout.staticAttributes
        for k in 0..<10 {
            let y = Double(k) * layout.contentSize.height / 10
            let rect = Rect2D(x: 0, y: y, width: 375, height: 667)
            #expect(layout.attributes(in: rect) == all.filter { $0.frame.touches(rect) })
        }
    }
}
