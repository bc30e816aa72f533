import LayoutCore
import Testing

/// Properties of follow mode over random sections: no overlaps even with mixed item widths, the shortest-slot
/// rule against a naive re-implementation, rect queries equal to brute force, determinism.
@Suite struct FollowPropertyTests {
    static let seeds: [UInt64] = Array(1...40)

    /// Random follow sections; with `oneWidth` every item shares one extent along the line, else it varies.
    static func configuration(seed: UInt64, oneWidth: Bool) -> LayoutConfiguration {
        var rng = SeededGenerator(seed: seed)
        let direction: ScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
        let lineExtent = Double(Int.random(in: 150...420, using: &rng))
        let viewport = direction == .vertical ? Size2D(width: lineExtent, height: 500) : Size2D(width: 500, height: lineExtent)
        let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            let along = Double(Int.random(in: 20...140, using: &rng))
            let items = (0..<Int.random(in: 0...60, using: &rng)).map { _ in
                let u = oneWidth ? along : Double(Int.random(in: 10...200, using: &rng))
                let v = Double(Int.random(in: 0...120, using: &rng))
                return direction == .vertical ? ItemSpec(width: u, height: v) : ItemSpec(width: v, height: u)
            }
            return SectionConfiguration(
                items: items, header: Bool.random(using: &rng) ? 24 : nil, footer: Bool.random(using: &rng) ? 12 : nil,
                inset: Insets(top: 6, left: 8, bottom: 6, right: 8),
                lineSpacing: Double(Int.random(in: 0...12, using: &rng)), interitemSpacing: Double(Int.random(in: 0...12, using: &rng)),
                sectionSpacing: 10, alignment: LineAlignment.allCases.randomElement(using: &rng)!,
                verticalAlignment: CrossAlignment.allCases.randomElement(using: &rng)!, follow: true,
                background: Bool.random(using: &rng) ? SectionBackground(outset: 4, cover: .items) : nil)
        }
        return LayoutConfiguration(kind: .alignedFlow, viewport: viewport, sections: sections, scrollDirection: direction)
    }

    @Test(arguments: seeds, [true, false])
    func cellsNeverOverlap(seed: UInt64, oneWidth: Bool) {
        let layout = Self.configuration(seed: seed, oneWidth: oneWidth).compute()
        let cells = layout.staticAttributes.filter { $0.kind == .cell }
        for i in cells.indices {
            for j in cells.indices where j > i {
                #expect(!cells[i].frame.overlaps(cells[j].frame), "seed \(seed): \(cells[i]) and \(cells[j]) overlap")
            }
        }
    }

    /// With one width, every item after the first line sits `lineSpacing` under the slot whose bottom is
    /// smallest (ties: lowest slot), as a plain scan over the slots finds it.
    @Test(arguments: seeds)
    func laterItemsTakeTheShortestSlot(seed: UInt64) {
        let configuration = Self.configuration(seed: seed, oneWidth: true)
        let layout = configuration.compute()
        let vertical = configuration.scrollDirection == .vertical
        for (s, section) in configuration.sections.enumerated() where !section.items.isEmpty {
            let frames = layout.cellFrames(section: s)
            let along = vertical ? frames[0].width : frames[0].height
            let available = vertical
                ? configuration.viewport.width - section.inset.left - section.inset.right
                : configuration.viewport.height - section.inset.top - section.inset.bottom
            let perLine = max(1, Int(((available + section.interitemSpacing) / (along + section.interitemSpacing)).rounded(.down)))
            let slots = min(perLine, frames.count)
            let slotStart = frames[..<slots].map { vertical ? $0.x : $0.y }
            var slotBottom = frames[..<slots].map { vertical ? $0.maxY : $0.maxX }
            for k in slots..<frames.count {
                var best = 0
                for i in 1..<slots where slotBottom[i] < slotBottom[best] { best = i }
                let start = vertical ? frames[k].x : frames[k].y
                let top = vertical ? frames[k].y : frames[k].x
                #expect(start == slotStart[best] && top == slotBottom[best] + section.lineSpacing, "seed \(seed) §\(s) item \(k)")
                slotBottom[best] = vertical ? frames[k].maxY : frames[k].maxX
            }
        }
    }

    @Test(arguments: seeds)
    func rectQueriesEqualBruteForce(seed: UInt64) {
        let layout = Self.configuration(seed: seed, oneWidth: seed % 2 == 0).compute()
        var rng = SeededGenerator(seed: seed &* 31)
        let all = layout.staticAttributes
        for _ in 0..<20 {
            let x = Double(Int.random(in: -20...Int(layout.contentSize.width), using: &rng))
            let y = Double(Int.random(in: -20...Int(layout.contentSize.height), using: &rng))
            let rect = r(x, y, Double(Int.random(in: 0...300, using: &rng)), Double(Int.random(in: 0...300, using: &rng)))
            #expect(layout.attributes(in: rect) == all.filter { $0.frame.touches(rect) }, "seed \(seed) \(rect)")
        }
    }

    @Test(arguments: [UInt64(5), 11, 23])
    func computingTwiceGivesTheSameLayout(seed: UInt64) {
        let configuration = Self.configuration(seed: seed, oneWidth: false)
        #expect(configuration.compute().staticAttributes == configuration.compute().staticAttributes)
    }
}
