import LayoutCore
import LayoutShotUIKit
import Testing

/// `visibleItemsInvalidationHandler` through `LayoutHost`, for a 400 × 800 collection view: what it is called
/// with and what it changes, worked by hand. The cards are those of `SampleLayouts.orthogonal`: 288 wide,
/// one per 298 points from x = 20, 100 tall; section 1 starts at y = 120.
@MainActor
struct CompositionalVisibleItemsTests {
    /// What one handler call saw: the section, its items' index paths and frames, the offset, the container size.
    struct Call: Equatable {
        var section: Int
        var frames: [String: CGRect]
        var offset: CGPoint
        var container: CGSize
    }

    /// A layout of `SampleLayouts.orthogonal(behavior)`'s sections whose handler records each call and then
    /// runs `effect` on every item, given its centre's distance from the container's centre across the screen.
    static func layout(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, calls: Recorder,
        effect: @escaping @MainActor (any NSCollectionLayoutVisibleItem, CGFloat) -> Void
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let section = SampleLayouts.orthogonalSection(behavior)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.calls.append(Call(
                    section: index,
                    frames: Dictionary(uniqueKeysWithValues: items.map { ("\($0.indexPath.section).\($0.indexPath.item)", $0.frame) }),
                    offset: offset, container: environment.container.contentSize))
                for item in items {
                    // The carousel idiom: where the centre is on screen, from the item's frame and the section's offset.
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    effect(item, distance)
                }
            }
            return section
        }, configuration: SampleLayouts.orthogonalConfiguration())
    }

    /// Collects handler calls.
    final class Recorder {
        var calls: [Call] = []
    }

    static func host(_ layout: UICollectionViewLayout, _ counts: [Int]) -> LayoutHost {
        LayoutHost(layout: layout, viewport: CGSize(width: 400, height: 800), dataSource: TestDataSource(counts))
    }

    /// Section 0 scrolled to 298 shows cards 0, 1 and 2 (on screen at −278, 20 and 318; card 3 at 616 is past
    /// the bounds); the handler gets them where they lie at offset 0 (20, 318, 616) with the offset (298, 0).
    /// Section 1, at offset 0, shows cards 0 and 1. The container is the collection view's 400 × 800.
    @Test func calledWithTheVisibleItemsTheSectionsOffsetAndTheEnvironment() throws {
        let recorder = Recorder()
        let layout = Self.layout(.groupPaging, calls: recorder) { _, _ in }
        layout.orthogonalScrollOffsets = [0: 298]
        _ = try Self.host(layout, [5, 5]).resolve(at: .zero)
        #expect(recorder.calls == [
            Call(section: 0, frames: [
                "0.0": CGRect(x: 20, y: 0, width: 288, height: 100), "0.1": CGRect(x: 318, y: 0, width: 288, height: 100),
                "0.2": CGRect(x: 616, y: 0, width: 288, height: 100),
            ], offset: CGPoint(x: 298, y: 0), container: CGSize(width: 400, height: 800)),
            Call(section: 1, frames: [
                "1.0": CGRect(x: 20, y: 120, width: 288, height: 100), "1.1": CGRect(x: 318, y: 120, width: 288, height: 100),
            ], offset: CGPoint(x: 0, y: 0), container: CGSize(width: 400, height: 800)),
        ])
    }

    /// What the handler sets is what the layout returns. Centres on screen at offset 298: card 0 at
    /// 20 + 144 − 298 = −134, card 1 at 164, card 2 at 462, so 334, 36 and 262 from the centre 200: cards
    /// farther than 100 are dimmed to 0.5 and scaled by 0.8; card 3, not visible, keeps its defaults.
    @Test func whatTheHandlerChangesIsResolved() throws {
        let layout = Self.layout(.groupPaging, calls: Recorder()) { item, distance in
            guard distance > 100 else { return }
            item.alpha = 0.5
            item.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        }
        layout.orthogonalScrollOffsets = [0: 298]
        let resolved = try Self.host(layout, [5, 5]).resolve(at: .zero)
        let cells = Dictionary(uniqueKeysWithValues: resolved.attributes.filter { $0.kind == .cell }.map { ("\($0.section).\($0.item)", $0) })
        let dimmed = Transform2D.scale(0.8)
        #expect(cells["0.0"]?.frame == Rect2D(x: -278, y: 0, width: 288, height: 100))
        #expect(cells["0.0"]?.alpha == 0.5 && cells["0.0"]?.transform == dimmed)
        #expect(cells["0.1"]?.alpha == 1 && cells["0.1"]?.transform == .identity)
        #expect(cells["0.2"]?.alpha == 0.5 && cells["0.2"]?.transform == dimmed)
        #expect(cells["0.3"]?.frame == Rect2D(x: 616, y: 0, width: 288, height: 100))
        #expect(cells["0.3"]?.alpha == 1 && cells["0.3"]?.transform == .identity)
        // Section 1 at offset 0: card 0's centre is at 164 (kept), card 1's at 462 (dimmed).
        #expect(cells["1.0"]?.alpha == 1 && cells["1.1"]?.alpha == 0.5)
    }

    /// A centre the handler moves moves the frame, in the scroller's coordinates; a hidden item is not resolved.
    @Test func movedAndHiddenItems() throws {
        let layout = Self.layout(.continuous, calls: Recorder()) { item, _ in
            if item.indexPath == IndexPath(item: 1, section: 0) { item.center.y += 5 }
            if item.indexPath == IndexPath(item: 0, section: 1) { item.isHidden = true }
        }
        layout.orthogonalScrollOffsets = [0: 100]
        let resolved = try Self.host(layout, [5, 5]).resolve(at: .zero)
        let frames = Dictionary(uniqueKeysWithValues: resolved.attributes.map { ("\($0.section).\($0.item)", $0.frame) })
        // Card 1 at 318 − 100 = 218, moved 5 down.
        #expect(frames["0.1"] == Rect2D(x: 218, y: 5, width: 288, height: 100))
        #expect(frames["1.0"] == nil)
        #expect(frames["1.1"] == Rect2D(x: 318, y: 120, width: 288, height: 100))
    }

    /// In a section that does not scroll orthogonally the items are in the collection view's content
    /// coordinates and the offset is the collection view's: at y = 150 rows 3 to 10 (y 150 to 550) show.
    @Test func anOrdinarySectionGetsTheCollectionViewsOffset() throws {
        let recorder = Recorder()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            recorder.calls.append(Call(
                section: 0, frames: Dictionary(uniqueKeysWithValues: items.map { ("\($0.indexPath.item)", $0.frame) }),
                offset: offset, container: environment.container.contentSize))
        }
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout(section: section), viewport: CGSize(width: 400, height: 400),
            dataSource: TestDataSource([30]))
        _ = try host.resolve(at: CGPoint(x: 0, y: 150))
        let call = try #require(recorder.calls.last)
        #expect(call.offset == CGPoint(x: 0, y: 150))
        let expectedKeys: Set<String> = Set((3...10).map(String.init))
        #expect(Set(call.frames.keys) == expectedKeys)
        #expect(call.frames["3"] == CGRect(x: 0, y: 150, width: 400, height: 50))
    }
}
