// Swift 5 language mode, as most layout code outside is: the layouts beside this file use UIKit's classes
// from nonisolated code (helpers, protocol extensions, fileprivate extensions of the attributes class), and
// the functions below configure them from nonisolated code as a top-level main.swift does. Against UIKit's
// preconcurrency main-actor classes all of it compiles; this target proves it does here too.
import LayoutCore
import LayoutShotUIKit
import Testing

final class PhotoHeights: NSObject, UICollectionViewDataSource, PinterestLayoutDelegate {
    let heights: [CGFloat]

    init(_ heights: [CGFloat]) {
        self.heights = heights
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        heights[indexPath.item]
    }
}

/// Nonisolated, as top-level code in a Swift 5 main.swift: creates, configures and hosts a layout.
func makePinterestHost(columns: Int, heights: PhotoHeights) -> LayoutHost {
    let layout = PinterestLayout()
    layout.numberOfColumns = columns
    layout.delegate = heights
    return LayoutHost(layout: layout, viewport: CGSize(width: 300, height: 400), dataSource: heights)
}

/// Nonisolated too: a carousel with side items at half opacity and three-quarter size.
func makeCarouselHost(items: Int) -> LayoutHost {
    let layout = FadingCarouselLayout()
    layout.sideItemAlpha = 0.5
    layout.sideItemScale = 0.75
    let source = PhotoHeights([CGFloat](repeating: 0, count: items))
    return LayoutHost(layout: layout, viewport: CGSize(width: 400, height: 100), dataSource: source)
}

func frames(_ resolved: ResolvedLayout) -> [Rect2D] {
    resolved.attributes.map(\.frame)
}

@MainActor
struct IsolationPatternsTests {
    /// Column width 150, cell heights photo + 10 (padding 5 above and below), each into the shortest column
    /// (ties to the left), frames inset by the padding: worked by hand.
    @Test func pinterestLayoutPlacesPhotosInTheShortestColumn() throws {
        let host = makePinterestHost(columns: 2, heights: PhotoHeights([100, 50, 70, 40, 60]))
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.contentSize == Size2D(width: 300, height: 210))
        #expect(frames(resolved) == [
            Rect2D(x: 5, y: 5, width: 140, height: 100),
            Rect2D(x: 155, y: 5, width: 140, height: 50),
            Rect2D(x: 155, y: 65, width: 140, height: 70),
            Rect2D(x: 5, y: 115, width: 140, height: 40),
            Rect2D(x: 155, y: 145, width: 140, height: 60),
        ])
    }

    /// Setting a property whose didSet invalidates, after the first pass, gives the new columns on the next one.
    @Test func changingColumnsFromNonisolatedCodeInvalidates() throws {
        let heights = PhotoHeights([100, 50, 70])
        let host = makePinterestHost(columns: 2, heights: heights)
        _ = try host.resolve(at: .zero)
        setColumns(3, of: host.layout)
        let resolved = try host.resolve(at: .zero)
        #expect(frames(resolved) == [
            Rect2D(x: 5, y: 5, width: 90, height: 100),
            Rect2D(x: 105, y: 5, width: 90, height: 50),
            Rect2D(x: 205, y: 5, width: 90, height: 70),
        ])
    }

    /// Item centres at 200 + 220·i; the visible centre at offset + 200. At offset 0 item 0 is centred and item 1
    /// a full step away (alpha 0.5, scale 0.75); at offset 110 both are half a step away (alpha 0.75, scale 0.875).
    @Test func fadingCarouselFadesAndScalesByDistance() throws {
        let host = makeCarouselHost(items: 5)
        let atStart = try host.resolve(at: .zero)
        #expect(atStart.contentSize == Size2D(width: 1280, height: 100))
        #expect(frames(atStart) == [Rect2D(x: 100, y: 0, width: 200, height: 100), Rect2D(x: 320, y: 0, width: 200, height: 100)])
        let startAlphas: [Double] = [1, 0.5], startTransforms: [Transform2D] = [.identity, .scale(0.75)]
        #expect(atStart.attributes.map(\.alpha) == startAlphas)
        #expect(atStart.attributes.map(\.transform) == startTransforms)
        #expect(atStart.attributes.map(\.zIndex) == [10, 0] as [Int])

        let between = try host.resolve(at: CGPoint(x: 110, y: 0))
        #expect(frames(between) == frames(atStart))
        let betweenAlphas: [Double] = [0.75, 0.75], betweenTransforms: [Transform2D] = [.scale(0.875), .scale(0.875)]
        #expect(between.attributes.map(\.alpha) == betweenAlphas)
        #expect(between.attributes.map(\.transform) == betweenTransforms)
        #expect(between.attributes.map(\.zIndex) == [5, 5] as [Int])
    }
}

/// Nonisolated: reaches into a layout as a view controller's helper would.
func setColumns(_ columns: Int, of layout: UICollectionViewLayout) {
    (layout as? PinterestLayout)?.numberOfColumns = columns
}
