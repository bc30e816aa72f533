import LayoutCore
import LayoutShotUIKit
import Testing

final class CountingSizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizeQuestions = 0

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions += 1
        return CGSize(width: 200, height: 40)
    }
}

/// Nonisolated, as a Swift 5 main.swift: a sticky-header layout with 20-point headers and no spacing.
func makeStickyHost(_ source: CountingSizes) -> LayoutHost {
    let layout = StickyHeadersFlowLayout()
    layout.headerReferenceSize = CGSize(width: 200, height: 20)
    layout.minimumLineSpacing = 0
    return LayoutHost(layout: layout, viewport: CGSize(width: 200, height: 100), dataSource: source, delegate: source)
}

@MainActor
struct StickyHeadersTests {
    /// Section 0: header 0–20, items 20–140; section 1: header 140–160, items 160–280. A header sticks at the
    /// offset, never above its place, and is pushed up by its section's last item (0 stops at 140 − 20 = 120).
    @Test(arguments: [
        (50.0, [Rect2D(x: 0, y: 50, width: 200, height: 20), Rect2D(x: 0, y: 140, width: 200, height: 20)]),
        (130.0, [Rect2D(x: 0, y: 120, width: 200, height: 20), Rect2D(x: 0, y: 140, width: 200, height: 20)]),
        (150.0, [Rect2D(x: 0, y: 150, width: 200, height: 20)]),
    ])
    func headersStickAndArePushedOut(offset: Double, headers: [Rect2D]) throws {
        let host = makeStickyHost(CountingSizes())
        let resolved = try host.resolve(at: CGPoint(x: 0, y: offset))
        let shown = resolved.attributes.filter { $0.kind == .header }
        #expect(shown.map(\.frame) == headers)
        #expect(shown.allSatisfy { $0.zIndex == 1024 })
    }

    @Test func scrollingInvalidatesTheHeadersButKeepsTheDelegatesSizes() throws {
        let source = CountingSizes()
        let host = makeStickyHost(source)
        _ = try host.resolve(offsets: (0..<100).map { CGPoint(x: 0, y: Double($0) * 1.8) })
        #expect(source.sizeQuestions == 6)
        #expect(host.warnings.isEmpty)
    }
}
