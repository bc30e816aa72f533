import LayoutCore
import LayoutSpec
import Testing

/// `device` and `orientation` in a spec: the viewport, scale and safe area of a known model.
@Suite struct DeviceSpecTests {
    static func decode(_ top: String, layout: String = #"{"kind": "flow", "itemSize": {"width": 100, "height": 50}}"#) throws -> Spec {
        try SpecDecoder.decode(Array(#"{\#(top), "layout": \#(layout), "sections": [{"items": {"count": 3}}]}"#.utf8), file: "d.json")
    }

    static let list = #"""
        {"kind": "compositional", "section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
          "heightDimension": {"absolute": 44}}, "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
          "heightDimension": {"fractionalHeight": 1}}}}]}}}
        """#

    @Test func aDeviceGivesTheViewportAndScale() throws {
        let spec = try Self.decode(#""device": "iPhone SE (3rd generation)", "orientation": "landscape""#)
        #expect(spec.layout.viewport == Size2D(width: 667, height: 375))
        #expect(spec.scale == 2)
        let portrait = try Self.decode(#""device": "iphone 14 pro max""#)
        #expect(portrait.layout.viewport == Size2D(width: 430, height: 932))
        #expect(portrait.scale == 3)
        #expect(try Self.decode(#""device": "iPhone 14 Pro Max", "scale": 1"#).scale == 1)
    }

    @Test func aCompositionalLayoutGetsTheDevicesSafeArea() throws {
        let spec = try Self.decode(#""device": "iPhone 14 Pro", "orientation": "landscape""#, layout: Self.list)
        let viewport = try #require(spec.layout.compositional).viewport
        #expect(viewport.size == Size2D(width: 852, height: 393))
        #expect(viewport.safeAreaInsets == Insets(top: 0, left: 59, bottom: 21, right: 59))
        let own = try Self.decode(#""device": "iPhone 14 Pro", "safeArea": {"top": 5}"#, layout: Self.list)
        #expect(try #require(own.layout.compositional).viewport.safeAreaInsets == Insets(top: 5, left: 0, bottom: 0, right: 0))
    }

    @Test func anUnknownDeviceNamesTheNearestKnownOnes() {
        #expect(throws: SpecError.invalid(
            file: "d.json", path: "device",
            message: #"unknown device "iPhone 14 Por"; the nearest known are "iPhone 14 Pro", "iPhone 12 Pro", "iPhone 13 Pro" (docs/formats.md lists all 26)"#
        )) {
            try Self.decode(#""device": "iPhone 14 Por""#)
        }
    }

    @Test func deviceAndViewportAreExclusiveAndOrientationNeedsADevice() {
        #expect(throws: SpecError.invalid(file: "d.json", path: "viewport", message: "give either device or viewport, not both")) {
            try Self.decode(#""device": "iPhone 8", "viewport": {"width": 1, "height": 1}"#)
        }
        #expect(throws: SpecError.invalid(file: "d.json", path: "orientation", message: "needs a device to turn")) {
            try Self.decode(#""viewport": {"width": 100, "height": 100}, "orientation": "landscape""#)
        }
        #expect(throws: SpecError.invalid(file: "d.json", path: "orientation", message: #"must be one of "portrait", "landscape", got "sideways""#)) {
            try Self.decode(#""device": "iPhone 8", "orientation": "sideways""#)
        }
        #expect(throws: SpecError.invalid(file: "d.json", path: "viewport", message: "is required")) {
            try Self.decode(#""name": "x""#)
        }
    }
}
