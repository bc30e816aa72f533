import LayoutCore
import LayoutSpec
import Testing

/// A spec on an iPad multitasking window, named like any device, alone or in a matrix.
@Suite struct MultitaskingSpecTests {
    static let window = "iPad Pro (12.9-inch) (6th generation) Split View 1/3"

    @Test func aWindowIsTheViewportAndNamesItsReferences() throws {
        let text = #"""
            {"matrix": {"devices": ["\#(Self.window)"], "orientations": ["portrait", "landscape"]},
             "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 50}}, "sections": [{"items": {"count": 3}}]}
            """#
        let bytes = Array(text.utf8)
        let combinations = try SpecMatrix.combinations(bytes, file: "w.json")
        #expect(combinations.map(\.nameSuffix) == [
            ".iPad-Pro-12-9-inch-6th-generation-Split-View-1-3.portrait", ".iPad-Pro-12-9-inch-6th-generation-Split-View-1-3.landscape",
        ])
        let landscape = try SpecMatrix.decode(bytes, file: "w.json", combination: combinations[1])
        #expect(landscape.layout.viewport == Size2D(width: 375, height: 1024))
        #expect(landscape.scale == 2)
        // Three 100-point items fit the 375-point window: 75 left over, shared by two gaps of 37.5.
        #expect(landscape.computeLayout().attributes(at: .zero).map(\.frame.x) == [0, 137.5, 275])
    }

    @Test func aMisspeltWindowGetsTheNearestNames() {
        #expect(DeviceModel.nearestNames(to: "iPad Pro (12.9-inch) (6th generation) Split View 1/4", limit: 1) == [Self.window])
    }
}
