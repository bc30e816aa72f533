import LayoutCore
import LayoutSnapshotTesting
import Testing

/// `Spec.on(_:_:)` keeps what the spec file said beyond the viewport: its layout margins, adjusted content inset and
/// an explicit scale.
@Suite struct SpecOnDeviceTests {
    /// A list of 44-point rows inside the layout margins: a row's x and width show the margins.
    static func list(extra: String = "") throws -> Spec {
        let text = #"""
        {"viewport": {"width": 320, "height": 480}\#(extra),
         "layout": {"kind": "compositional", "section": {"contentInsetsReference": "layoutMargins",
           "group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}},
                     "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]}}},
         "sections": [{"items": {"count": 2}}]}
        """#
        return try SpecDecoder.decode(Array(text.utf8), file: "list.json")
    }

    static let iPhone14Pro = DeviceModel.named("iPhone 14 Pro")!

    @Test func aCompositionalSpecKeepsItsLayoutMarginsBeyondTheDevicesSafeArea() throws {
        let spec = try Self.list(extra: #", "layoutMargins": {"top": 0, "left": 24, "bottom": 0, "right": 24}"#)
        let landscape = try #require(spec.on(Self.iPhone14Pro, .landscape).layout.compositional).viewport
        // Safe area 0, 59, 21, 59 in landscape; the spec's 24-point margins stand beside it.
        #expect(landscape.safeAreaInsets == Insets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(landscape.layoutMargins == Insets(top: 0, left: 83, bottom: 21, right: 83))
        #expect(landscape.adjustedContentInset == Insets(top: 0, left: 59, bottom: 21, right: 59))
        // 852 points wide: the readable guide (672 wide, centred) starts at 90, inside the 83-point margin.
        #expect(landscape.readableContentInsets == Insets(top: 0, left: 90, bottom: 21, right: 90))
        let rows = spec.on(Self.iPhone14Pro, .landscape).computeLayout().attributes(at: .zero).map(\.frame)
        #expect(rows == [Rect2D(x: 83, y: 0, width: 686, height: 44), Rect2D(x: 83, y: 44, width: 686, height: 44)])

        let portrait = try #require(spec.on(Self.iPhone14Pro, .portrait).layout.compositional).viewport
        #expect(portrait.layoutMargins == Insets(top: 59, left: 24, bottom: 34, right: 24))
        #expect(portrait.readableContentInsets == portrait.layoutMargins)
    }

    @Test func defaultMarginsStaySixteenPointsBesideTheSafeArea() throws {
        let viewport = try #require(try Self.list().on(Self.iPhone14Pro, .landscape).layout.compositional).viewport
        #expect(viewport.layoutMargins == Insets(top: 0, left: 75, bottom: 21, right: 75))
    }

    @Test func aScaleTheSpecGivesWinsOverTheDevices() throws {
        #expect(try Self.list().on(Self.iPhone14Pro, .portrait).scale == 3)
        #expect(try Self.list(extra: #", "scale": 1"#).on(Self.iPhone14Pro, .portrait).scale == 1)
    }
}
