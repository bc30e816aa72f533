import LayoutCore
import LayoutShotUIKit
import Testing

/// A small deterministic generator (SplitMix64), so every run checks the same random inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random flow inputs, given to `UICollectionViewFlowLayout` through its delegate and to the engine directly.
final class RandomFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout, UICollectionViewDataSource {
    let sizes: [[CGSize]]
    let insets: [UIEdgeInsets]
    let lineSpacings: [CGFloat]
    let interitemSpacings: [CGFloat]
    let headers: [CGSize]
    let footers: [CGSize]

    init(using rng: inout SplitMix64) {
        let sectionCount = Int.random(in: 1...3, using: &rng)
        func length(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) / 2 }
        var sizes: [[CGSize]] = []
        for _ in 0..<sectionCount {
            sizes.append((0..<Int.random(in: 0...25, using: &rng)).map { _ in
                CGSize(width: length(0...160), height: length(20...120))
            })
        }
        self.sizes = sizes
        insets = sizes.map { _ in UIEdgeInsets(top: length(0...40), left: length(0...40), bottom: length(0...40), right: length(0...40)) }
        lineSpacings = sizes.map { _ in length(0...30) }
        interitemSpacings = sizes.map { _ in length(0...30) }
        headers = sizes.map { _ in Bool.random(using: &rng) ? CGSize(width: length(10...60), height: length(10...60)) : .zero }
        footers = sizes.map { _ in Bool.random(using: &rng) ? CGSize(width: length(10...60), height: length(10...60)) : .zero }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.section][indexPath.item] }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { insets[section] }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { lineSpacings[section] }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { interitemSpacings[section] }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { headers[section] }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { footers[section] }

    /// The same inputs as the engine's `flow` configuration, written out independently of the adapter.
    func configuration(viewport: Size2D, direction: ScrollDirection) -> LayoutConfiguration {
        let vertical = direction == .vertical
        let sections = sizes.indices.map { s in
            let header = Double(vertical ? headers[s].height : headers[s].width)
            let footer = Double(vertical ? footers[s].height : footers[s].width)
            return SectionConfiguration(
                items: sizes[s].map { ItemSpec(width: Double($0.width), height: Double($0.height)) },
                header: header > 0 ? header : nil, footer: footer > 0 ? footer : nil,
                inset: Insets(
                    top: Double(insets[s].top), left: Double(insets[s].left), bottom: Double(insets[s].bottom),
                    right: Double(insets[s].right)),
                lineSpacing: Double(lineSpacings[s]), interitemSpacing: Double(interitemSpacings[s]))
        }
        return LayoutConfiguration(kind: .flow, viewport: viewport, sections: sections, scrollDirection: direction)
    }
}

@MainActor
struct FlowLayoutAgreementTests {
    @Test(arguments: 0..<60)
    func flowLayoutThroughUIKitGivesTheFlowKindsFrames(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let delegate = RandomFlowDelegate(using: &rng)
        let direction: ScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
        let viewport = Size2D(width: Double(Int.random(in: 100...400, using: &rng)), height: Double(Int.random(in: 100...500, using: &rng)))
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = direction == .vertical ? .vertical : .horizontal
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: viewport.width, height: viewport.height), dataSource: delegate,
            delegate: delegate)
        let engine = delegate.configuration(viewport: viewport, direction: direction).compute()

        let whole = try host.resolveContent()
        #expect(whole == engine.resolvedContent())
        let reach = direction == .vertical
            ? max(0, engine.contentSize.height - viewport.height) : max(0, engine.contentSize.width - viewport.width)
        let along = Double.random(in: 0...max(1, reach), using: &rng).rounded()
        let offset = direction == .vertical ? Point2D(x: 0, y: along) : Point2D(x: along, y: 0)
        #expect(try host.resolve(at: CGPoint(x: offset.x, y: offset.y)) == engine.resolvedViewport(at: offset))
    }

    @Test func contentInsetNarrowsTheLinesAsInUIKit() throws {
        // 200 wide with 20 + 30 inset leaves 150: two 70-point items and 10 spacing fit one line.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 20)
        layout.minimumInteritemSpacing = 10
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 200, height: 100), dataSource: TestDataSource([3]),
            contentInset: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30))
        let resolved = try host.resolveContent()
        #expect(resolved.contentSize == Size2D(width: 150, height: 50))
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 70, height: 20), Rect2D(x: 80, y: 0, width: 70, height: 20),
            Rect2D(x: 0, y: 30, width: 70, height: 20),
        ])
    }

    final class SizesInPrepare: UICollectionViewFlowLayout {
        override func prepare() {
            super.prepare()
            itemSize = CGSize(width: 40, height: 40)
        }
    }

    @Test func settingAPropertyInPrepareSettlesAfterOneMorePrepare() throws {
        // UIKit invalidates only when a value changes: the second prepare() sets the same size.
        let host = LayoutHost(layout: SizesInPrepare(), viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([1]))
        let resolved = try host.resolveContent()
        #expect(resolved.attributes.map(\.frame.size) == [Size2D(width: 40, height: 40)])
        #expect(host.prepareCount == 2)
    }

    @Test func rightToLeftMirrorsTheFlowLayout() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([1]))
        host.collectionView.traitOverrides.layoutDirection = .rightToLeft
        // Left to right, the last line is spaced as if padded with copies of its item, so the lone item
        // starts at the inset (x 10). Mirrored across the 100-point content: 100 − 10 − 30 = 60.
        #expect(try host.resolveContent().attributes.map(\.frame) == [Rect2D(x: 60, y: 0, width: 30, height: 20)])
    }
}
