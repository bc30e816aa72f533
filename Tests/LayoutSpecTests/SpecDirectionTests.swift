import LayoutCore
import LayoutSpec
import Testing

/// `matrix.directions`: right to left, a spec's layout is mirrored across its content width, as UIKit mirrors a
/// layout that flips; left to right, the default, keeps the spec's names and frames.
@Suite struct SpecDirectionTests {
    /// Five 80 × 40 items in a 300-point flow with a 20-point left inset.
    static func spec(directions: String = #""leftToRight", "rightToLeft""#, scroll: String = "vertical") -> [UInt8] {
        Array(#"""
            {"viewport": {"width": 300, "height": 400}, "matrix": {"directions": [\#(directions)]},
             "layout": {"kind": "flow", "scrollDirection": "\#(scroll)", "itemSize": {"width": 80, "height": 40},
                        "interitemSpacing": 10, "lineSpacing": 10, "sectionInset": {"left": 20}},
             "sections": [{"items": {"count": 5}}]}
            """#.utf8)
    }

    static func frames(_ bytes: [UInt8], _ combination: SpecCombination, at offset: Point2D = .zero) throws -> [Rect2D] {
        try SpecMatrix.decode(bytes, file: "t.json", combination: combination).computeLayout().attributes(at: offset).map(\.frame)
    }

    @Test func leftToRightAddsNoSegmentAndRightToLeftAddsRtl() throws {
        let combinations = try SpecMatrix.combinations(Self.spec(), file: "t.json")
        #expect(combinations == [SpecCombination(direction: .leftToRight), SpecCombination(direction: .rightToLeft)])
        #expect(combinations.map(\.nameSuffix) == ["", ".rtl"])
        let full = SpecCombination(
            variant: 1, device: DeviceModel.named("iPhone 14 Pro"), orientation: .landscape, textSize: .accessibilityExtraLarge,
            direction: .rightToLeft)
        #expect(full.nameSuffix == ".variant-2.iPhone-14-Pro.landscape.accessibilityXL.rtl")
    }

    @Test func rightToLeftMirrorsEveryFrameAcrossTheContentWidth() throws {
        let bytes = Self.spec()
        // 280 points after the inset take three 80-point items; the 40 left over is shared by the two gaps (20 each):
        // x = 20, 120, 220. The last line stands in the columns above.
        #expect(try Self.frames(bytes, SpecCombination(direction: .leftToRight)) == [
            Rect2D(x: 20, y: 0, width: 80, height: 40), Rect2D(x: 120, y: 0, width: 80, height: 40),
            Rect2D(x: 220, y: 0, width: 80, height: 40), Rect2D(x: 20, y: 50, width: 80, height: 40),
            Rect2D(x: 120, y: 50, width: 80, height: 40),
        ])
        // Mirrored across 300: x' = 300 − maxX, so 300 − 100, 300 − 200, 300 − 300; the inset is now on the right.
        #expect(try Self.frames(bytes, SpecCombination(direction: .rightToLeft)) == [
            Rect2D(x: 200, y: 0, width: 80, height: 40), Rect2D(x: 100, y: 0, width: 80, height: 40),
            Rect2D(x: 0, y: 0, width: 80, height: 40), Rect2D(x: 200, y: 50, width: 80, height: 40),
            Rect2D(x: 100, y: 50, width: 80, height: 40),
        ])
    }

    @Test func aMirroredHorizontalLayoutShowsAtEachOffsetTheMirrorImageOfTheOtherEnd() throws {
        let bytes = Self.spec(scroll: "horizontal")
        let ltr = try SpecMatrix.decode(bytes, file: "t.json", combination: SpecCombination(direction: .leftToRight)).computeLayout()
        let rtl = try SpecMatrix.decode(bytes, file: "t.json", combination: SpecCombination(direction: .rightToLeft)).computeLayout()
        let width = ltr.contentSize.width
        #expect(rtl.contentSize == ltr.contentSize)
        for x in stride(from: 0.0, through: ltr.maximumOffset.x, by: 7) {
            let mirroredOffset = Point2D(x: width - ltr.viewport.width - x, y: 0)
            let shown = rtl.shownViewport(at: Point2D(x: x, y: 0)).attributes
            let expected = ltr.shownViewport(at: mirroredOffset).attributes.map {
                Rect2D(x: width - $0.frame.maxX, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
            }
            #expect(shown.map(\.frame) == expected)
            #expect(shown.allSatisfy { $0.frame.touches(rtl.viewportRect(at: Point2D(x: x, y: 0))) })
        }
    }

    @Test func aSpecWithoutDirectionsReadsLeftToRightAndAMatrixSpecDecodesAsItsFirstDirection() throws {
        let plain = try SpecDecoder.decode(Array(#"{"viewport": {"width": 300, "height": 300}, "layout": {"kind": "flow"}, "sections": [{"items": {"count": 1}}]}"#.utf8), file: "t.json")
        #expect(plain.direction == .leftToRight)
        let first = try SpecDecoder.decode(Self.spec(directions: #""rightToLeft""#), file: "t.json")
        #expect(first.direction == .rightToLeft)
        #expect(first.computeLayout().engine == nil)
    }

    @Test func anUnknownDirectionNamesTheFileThePathAndTheKnownValues() {
        #expect(throws: SpecError.invalid(
            file: "t.json", path: "matrix.directions[0]", message: #"must be one of "leftToRight", "rightToLeft", got "rtl""#)
        ) {
            try SpecMatrix.combinations(Self.spec(directions: #""rtl""#), file: "t.json")
        }
        #expect(throws: SpecError.self) { try SpecMatrix.combinations(Self.spec(directions: #""rightToLeft", "rightToLeft""#), file: "t.json") }
    }
}
