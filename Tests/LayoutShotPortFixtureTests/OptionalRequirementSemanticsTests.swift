import LayoutShotUIKit
import PortFixture
import Testing

/// A delegate the test package itself declares (outside the ported files), implementing the height as an app's
/// view controller does: its method, unchanged, must be the one called.
final class OutsideDelegate: NSObject, WaterfallLayoutDelegate {
    func name(of layout: WaterfallLayout) -> String { "outside" }
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
        CGFloat(400 + indexPath.item)
    }
}

/// Every call-site form of the ported fixture, against delegates that implement the optional height method
/// (directly, in a subclass, in an extension, outside the ported files) and delegates that do not. The values
/// are what the same code gives on iOS: the delegate's value where it implements the method, nil or the
/// fallback where it does not.
@MainActor
@Suite struct OptionalRequirementSemanticsTests {
    /// A layout in a collection view, with `delegate` (kept alive by the caller).
    func layout(_ delegate: WaterfallLayoutDelegate?) -> (WaterfallLayout, UICollectionView) {
        let layout = WaterfallLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        layout.delegate = delegate
        return (layout, view)
    }

    let item = IndexPath(item: 2, section: 0)

    /// (delegate, what the height method gives, or nil where it is not implemented).
    nonisolated static let cases: [(String, CGFloat?)] = [
        ("fixed", 275), ("subclass", 302), ("extension", 50), ("outside", 402), ("plain", nil), ("base", nil),
        ("header", nil), ("none", nil),
    ]

    func delegate(_ name: String) -> WaterfallLayoutDelegate? {
        switch name {
        case "fixed": FixedHeightDelegate()
        case "subclass": SubclassHeightDelegate()
        case "extension": ExtensionDelegate()
        case "outside": OutsideDelegate()
        case "plain": PlainDelegate()
        case "base": BaseDelegate()
        case "header": HeaderDelegate()
        default: nil
        }
    }

    @Test(arguments: cases)
    func everyFormGivesTheDelegatesValueOrTheFallback(_ name: String, _ height: CGFloat?) {
        let delegate = delegate(name)
        let (layout, view) = layout(delegate)
        #expect(layout.chainedHeight(at: item) == height)
        #expect(layout.heightOrFallback(at: item) == (height ?? 100))
        #expect(layout.heightIfLet(at: item) == (height ?? -1))
        #expect(layout.heightResponds(at: item) == (height ?? 100))
        #expect(layout.heightGuard(at: item) == (height ?? -2))
        #expect(layout.heightTernary(at: item) == (height ?? 101))
        if let height {
            #expect(layout.heightForced(at: item) == height)
        }
        withExtendedLifetime((delegate, view)) {}
    }

    @Test func theForcedCallTrapsWhereTheMethodIsNotImplemented() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let delegate = PlainDelegate()
                let layout = WaterfallLayout()
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
                layout.delegate = delegate
                _ = layout.heightForced(at: IndexPath(item: 0, section: 0))
                withExtendedLifetime((delegate, view)) {}
            }
        }
    }

    @Test func aRequirementOfAnInheritingProtocolIsCalledOnlyWhereImplemented() {
        let header = HeaderDelegate()
        let (layout, view) = layout(header)
        #expect(layout.headerHeight(in: 0) == 44)
        let fixed = FixedHeightDelegate()
        layout.delegate = fixed
        #expect(layout.headerHeight(in: 0) == 0)
        withExtendedLifetime((header, fixed, view)) {}
    }

    @Test func aRequirementImplementedInAnExtensionIsCalled() {
        let delegate = ExtensionDelegate()
        let (layout, view) = layout(delegate)
        #expect(layout.columns(in: 1) == 4)
        let plain = PlainDelegate()
        layout.delegate = plain
        #expect(layout.columns(in: 1) == 2)
        withExtendedLifetime((delegate, plain, view)) {}
    }

    @Test func aVoidRequirementIsCalledWhereImplementedAndSkippedWhereNot() {
        let fixed = FixedHeightDelegate()
        let (layout, view) = layout(fixed)
        layout.prepare()
        layout.prepare()
        #expect(fixed.passes == 2)
        #expect(layout.preparedPasses == 2)
        let plain = PlainDelegate()
        layout.delegate = plain
        layout.prepare()
        #expect(layout.preparedPasses == 3)
        withExtendedLifetime((plain, view)) {}
    }
}
