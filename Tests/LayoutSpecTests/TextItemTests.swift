import LayoutCore
import LayoutSpec
import Testing

/// `text` items: width = advance width of the text in the embedded DejaVu Sans at `textItem.fontSize` plus
/// `textItem.padding`, height `textItem.height`.
///
/// Advance widths below are DejaVu Sans's `hmtx` values in font units (2048 per em):
/// S 1300, w 1675, i 569, f 721, t 803, O 1612, m 1995, a 1255, d 1300, e 1260, n 1298, C 1430, h 1298,
/// space 651.
@Suite struct TextItemTests {
    static func spec(layout: String = #""kind": "alignedFlow", "alignment": "start""#, section: String) throws -> Spec {
        let text = #"{"viewport": {"width": 200, "height": 300}, "layout": {\#(layout)}, "sections": [\#(section)]}"#
        return try SpecDecoder.decode(Array(text.utf8), file: "tags.json")
    }

    static func sizes(_ spec: Spec, section: Int = 0) -> [Size2D] {
        spec.layout.engine?.sections[section].items.map { $0.resolvedSize(default: Size2D(width: -1, height: -1)) } ?? []
    }

    @Test(arguments: [
        // "Swift": 1300 + 1675 + 569 + 721 + 803 = 5068 units; × 14 / 2048 = 34.64453125; + 30.
        ("Swift", 64.64453125),
        // "made": 1995 + 1255 + 1300 + 1260 = 5810 → 39.716796875 + 30.
        ("made", 69.716796875),
        // "in China": 569 + 1298 + 651 + 1430 + 1298 + 569 + 1298 + 1255 = 8368 → 57.203125 + 30.
        ("in China", 87.203125),
        // No text: the padding alone.
        ("", 30),
    ])
    func widthIsTheTextAdvanceAtTheDefaults(text: String, width: Double) throws {
        let spec = try Self.spec(section: #"{"items": [{"text": "\#(text)"}]}"#)
        #expect(Self.sizes(spec) == [Size2D(width: width, height: 30)])
        #expect(spec.text(section: 0, item: 0) == text)
    }

    @Test func textItemOptionsApplyAtLayoutAndSectionLevel() throws {
        // Layout: 20 pt, padding 10, height 24 → "iOS" (569 + 1612 + 1300 = 3481 units) × 20 / 2048
        // = 33.994140625, + 10. Section 1 overrides the font size to 28 → 3481 × 28 / 2048 = 47.591796875, + 10.
        let spec = try Self.spec(
            layout: #""kind": "alignedFlow", "textItem": {"fontSize": 20, "padding": 10, "height": 24}"#,
            section: #"{"items": [{"text": "iOS"}]}, {"textItem": {"fontSize": 28}, "items": [{"text": "iOS"}]}"#)
        #expect(Self.sizes(spec, section: 0) == [Size2D(width: 43.994140625, height: 24)])
        #expect(Self.sizes(spec, section: 1) == [Size2D(width: 57.591796875, height: 24)])
        #expect(spec.textFontSize(section: 0) == 20)
        #expect(spec.textFontSize(section: 1) == 28)
    }

    @Test func givenSizesWin() throws {
        let spec = try Self.spec(section: #"{"items": [{"text": "Swift", "width": 40}, {"text": "Swift", "height": 50}]}"#)
        #expect(Self.sizes(spec) == [Size2D(width: 40, height: 30), Size2D(width: 64.64453125, height: 50)])
    }

    @Test func generatorCyclesThroughTheWords() throws {
        let spec = try Self.spec(section: #"{"items": {"count": 5, "text": ["in", "made"]}}"#)
        // "in": 569 + 1298 = 1867 → 12.7626953125 + 30.
        let inWidth = 42.7626953125, madeWidth = 69.716796875
        #expect(Self.sizes(spec).map(\.width) == [inWidth, madeWidth, inWidth, madeWidth, inWidth])
        #expect((0..<5).map { spec.text(section: 0, item: $0) } == ["in", "made", "in", "made", "in"])
    }

    @Test func oneWordGeneratorRepeatsIt() throws {
        let spec = try Self.spec(section: #"{"items": {"count": 3, "text": "Swift"}}"#)
        #expect(Self.sizes(spec) == Array(repeating: Size2D(width: 64.64453125, height: 30), count: 3))
    }

    @Test func tagsBreakIntoLinesByTheirTextWidths() throws {
        // "made" 69.716796875 + 10 + "in" 42.7626953125 = 122.4794921875; + 10 + "China" (1430 + 1298 + 569 +
        // 1298 + 1255 = 5850 → 39.990234375 + 30 = 69.990234375) = 202.4697265625 > 200 → "China" opens line 2,
        // 30 + 8 below.
        let spec = try Self.spec(
            layout: #""kind": "alignedFlow", "alignment": "start", "interitemSpacing": 10, "lineSpacing": 8"#,
            section: #"{"items": {"count": 3, "text": ["made", "in", "China"]}}"#)
        let frames = spec.layout.engine?.compute().staticAttributes.map(\.frame)
        #expect(frames == [
            Rect2D(x: 0, y: 0, width: 69.716796875, height: 30),
            Rect2D(x: 79.716796875, y: 0, width: 42.7626953125, height: 30),
            Rect2D(x: 0, y: 38, width: 69.990234375, height: 30),
        ])
    }

    @Test(arguments: [
        (#"{"items": [{"text": "ok"}, {"text": 7}]}"#, "tags.json: sections[0].items[1].text: must be a string, got 7"),
        (#"{"items": {"count": 2, "text": []}}"#,
         "tags.json: sections[0].items.text: must be a string or a non-empty array of strings"),
        (#"{"textItem": {"fontSize": 0}, "items": []}"#, "tags.json: sections[0].textItem.fontSize: must be a finite number > 0, got 0"),
        (#"{"textItem": {"padding": -1}, "items": []}"#, "tags.json: sections[0].textItem.padding: must be a finite number ≥ 0, got -1"),
        (#"{"textItem": {"size": 12}, "items": []}"#, "tags.json: sections[0].textItem.size: unknown key"),
    ])
    func badTextInputNamesThePath(section: String, message: String) {
        do {
            _ = try Self.spec(section: section)
            Issue.record("no error for \(section)")
        } catch let error as SpecError {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
