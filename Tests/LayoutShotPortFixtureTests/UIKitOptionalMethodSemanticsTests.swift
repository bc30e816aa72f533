import LayoutShotUIKit
import PortFixture
import Testing

/// Two items, one section.
final class TwoItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

/// UIKit's own optional flow-delegate methods, through the ported fixture: a delegate that implements
/// `collectionView(_:layout:sizeForItemAt:)` (directly, in a subclass of the conforming class, in an extension)
/// gives its size; one that does not gives nil, so `!= nil` is false, `?? fallback` and `responds(to:)` take the
/// fallback, as on iOS. The host's flow layout asks the same way.
@MainActor
@Suite struct UIKitOptionalMethodSemanticsTests {
    /// (delegate, the size it gives, or nil where it does not implement the method).
    nonisolated static let cases: [(String, CGSize?)] = [
        ("sizing", CGSize(width: 10, height: 20)), ("subclass", CGSize(width: 30, height: 40)),
        ("extension", CGSize(width: 50, height: 60)), ("insetOnly", nil), ("base", nil), ("none", nil),
    ]

    func delegate(_ name: String) -> UICollectionViewDelegateFlowLayout? {
        switch name {
        case "sizing": ItemSizingDelegate()
        case "subclass": SubclassSizingDelegate()
        case "extension": ExtensionSizingDelegate()
        case "insetOnly": InsetOnlyDelegate()
        case "base": BaseFlowDelegate()
        default: nil
        }
    }

    let layoutItemSize = CGSize(width: 90, height: 9)

    @Test(arguments: cases)
    func everyFormGivesTheDelegatesSizeOrTheFallback(_ name: String, _ size: CGSize?) {
        let layout = SizingFlowLayout()
        layout.itemSize = layoutItemSize
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        let delegate = delegate(name)
        view.delegate = delegate
        let item = IndexPath(item: 0, section: 0)
        #expect(layout.delegateSizesItems(at: item) == (size != nil))
        #expect(layout.size(at: item) == (size ?? layoutItemSize))
        #expect(layout.sizeIfResponds(at: item) == (size ?? layoutItemSize))
        if let size {
            #expect(layout.forcedSize(at: item) == size)
        }
        withExtendedLifetime((delegate, view)) {}
    }

    @Test func theForcedCallTrapsWhereTheMethodIsNotImplemented() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let layout = SizingFlowLayout()
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
                let delegate = InsetOnlyDelegate()
                view.delegate = delegate
                _ = layout.forcedSize(at: IndexPath(item: 0, section: 0))
                withExtendedLifetime(delegate) {}
            }
        }
    }

    @Test(arguments: cases)
    func theFlowLayoutPlacesItemsWithTheDelegatesSizeOrItsOwn(_ name: String, _ size: CGSize?) throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = layoutItemSize
        layout.minimumLineSpacing = 5
        let delegate = delegate(name)
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 100, height: 300), dataSource: TwoItems(), delegate: delegate)
        _ = try host.resolveContent()
        let frames = try (0..<2).map { try #require(layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
        #expect(frames.map(\.size) == [size ?? layoutItemSize, size ?? layoutItemSize])
        if name == "insetOnly" {
            // Top inset 1 and line spacing 7 from the delegate; 90 of the 94 points between the insets hold one
            // item per line.
            #expect(frames.map(\.minY) == [1, 1 + 9 + 7])
        }
        withExtendedLifetime(delegate) {}
    }

    @Test func theLineSpacingIsTheDelegatesWhereItRespondsAndTheLayoutsWhereNot() {
        let layout = SizingFlowLayout()
        layout.minimumLineSpacing = 3
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        let insetOnly = InsetOnlyDelegate()
        view.delegate = insetOnly
        #expect(layout.lineSpacing(in: 0) == 7)
        let sizing = ItemSizingDelegate()
        view.delegate = sizing
        #expect(layout.lineSpacing(in: 0) == 3)
        withExtendedLifetime((insetOnly, sizing)) {}
    }

    @Test func aSelectorInAFileImportingOnlyFoundationKeepsItsName() {
        #expect(Ticker().action == Selector("fire"))
    }

    /// Told of focus changes.
    final class FocusLog: NSObject, FocusChangeDelegate {
        var items: [Int] = []
        func focusContainer(_ container: FocusedContaining, didChangeTo item: Int) { items.append(item) }
    }

    @Test func aWeakPropertyRequirementStaysWeakInTheConformer() {
        let tracker = FocusTracker()
        var log: FocusLog? = FocusLog()
        let container: FocusedContaining = tracker
        container.focusChangeDelegate = log
        tracker.focus(3)
        #expect(log?.items == [3])
        log = nil
        #expect(container.focusChangeDelegate == nil)
    }
}
