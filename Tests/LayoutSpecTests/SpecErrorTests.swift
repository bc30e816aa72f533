import LayoutCore
import LayoutSpec
import Testing

/// Every kind of bad input gives one precise message naming the file and the JSON path.
@Suite struct SpecErrorTests {
    static let valid = #"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [{"items": []}]}"#

    static func decodeError(_ text: String, file: String = "t.json") -> String? {
        do {
            _ = try SpecDecoder.decode(Array(text.utf8), file: file)
            return nil
        } catch {
            return error.description
        }
    }

    static let cases: [(String, String)] = [
        ("", "t.json: the file is empty; expected a JSON object"),
        ("   \n", "t.json: the file is empty; expected a JSON object"),
        (#"{"viewport": {"width": 100, "height": 5"#, "t.json:1:40: unexpected end of file inside an object: the JSON is truncated"),
        ("[1, 2]", "t.json: (top level): the spec must be a JSON object, got an array of 2"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}}"#, "t.json: sections: is required"),
        (#"{"layout": {"kind": "flow"}, "sections": []}"#, "t.json: viewport: is required"),
        (#"{"viewport": {"width": -1, "height": 50}, "layout": {"kind": "flow"}, "sections": []}"#,
         "t.json: viewport.width: must be a finite number > 0, got -1"),
        (#"{"viewport": {"width": "wide", "height": 50}, "layout": {"kind": "flow"}, "sections": []}"#,
         "t.json: viewport.width: must be a finite number > 0, got \"wide\""),
        // The scale's one rule (PixelLimits.scaleRequirement), whichever end of the range is crossed.
        (#"{"viewport": {"width": 100, "height": 50}, "scale": 0, "layout": {"kind": "flow"}, "sections": []}"#,
         "t.json: scale: must be a number in (0, 16], got 0"),
        (#"{"viewport": {"width": 100, "height": 50}, "scale": 16.5, "layout": {"kind": "flow"}, "sections": []}"#,
         "t.json: scale: must be a number in (0, 16], got 16.5"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "grid"}, "sections": []}"#,
         #"t.json: layout.kind: must be one of "flow", "alignedFlow", "waterfall", "carousel", "cards", "compositional", got "grid""#),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "waterfall", "columns": 0}, "sections": []}"#,
         "t.json: layout.columns: must be a whole number from 1 to 10000, got 0"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "waterfall"}, "sections": [{"columns": 2.5, "items": []}]}"#,
         "t.json: sections[0].columns: must be a whole number from 1 to 10000, got 2.5"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [{"items": []}, {"items": [{}, {}, {}, {"height": -4}]}]}"#,
         "t.json: sections[1].items[3].height: must be a finite number ≥ 0, got -4"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow", "lineSpacing": -2}, "sections": []}"#,
         "t.json: layout.lineSpacing: must be a finite number ≥ 0, got -2"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [{"items": [{"aspectRatio": 0}]}]}"#,
         "t.json: sections[0].items[0].aspectRatio: must be a finite number > 0, got 0"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [{"items": [{"hieght": 3}]}]}"#,
         "t.json: sections[0].items[0].hieght: unknown key; expected one of aspectRatio, height, text, width"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "waterfall", "pinnedSection": 3}, "sections": [{"header": {"height": 10}, "items": []}]}"#,
         "t.json: layout.pinnedSection: must be a whole number from 0 to 0, got 3"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "waterfall", "pinnedSection": 0}, "sections": [{"items": []}]}"#,
         "t.json: layout.pinnedSection: section 0 has no header to pin; give it a header"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [{"items": {"count": 3, "height": {"min": 200, "max": 60, "seed": 7}}}]}"#,
         "t.json: sections[0].items.height: inverted range: min 200 is greater than max 60"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [{"items": {"count": -1}}]}"#,
         "t.json: sections[0].items.count: must be a whole number from 0 to 1100000, got -1"),
        (#"{"viewport": {"width": 10000, "height": 50}, "scale": 2, "layout": {"kind": "flow"}, "sections": []}"#,
         "t.json: viewport.width: 10000 pt at scale 2 exceeds the limit of 16384 px per side"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow", "columns": 2}, "sections": []}"#,
         #"t.json: layout.columns: applies to kind "waterfall" only"#),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow", "scrollDirection": "horizontal", "pinHeaders": true}, "sections": []}"#,
         "t.json: layout.pinHeaders: applies to vertical layouts only"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "carousel"}, "sections": [{"items": [{"width": 3}]}]}"#,
         "t.json: sections[0].items[0].width: carousel items all take layout.itemSize; remove the per-item size"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [], "offset": {"x": 0}}"#,
         "t.json: offset.y: is required"),
        (#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [], "render": {"area": "page"}}"#,
         #"t.json: render.area: must be one of "viewport", "content", got "page""#),
        (#"{"viewport": {"width": 100, "height": 50}, "viewport": {"width": 1, "height": 1}}"#,
         #"t.json:1:44: duplicate key "viewport""#),
        (#"{"viewport": {"width": 1e999, "height": 50}, "layout": {"kind": "flow"}, "sections": []}"#,
         "t.json: viewport.width: must be a finite number > 0, got inf"),
        ("{\"a\": 01}", "t.json:1:7: invalid number: leading zeros are not allowed"),
    ]

    @Test(arguments: cases)
    func badInputIsNamedByFileAndPath(text: String, message: String) {
        #expect(Self.decodeError(text) == message)
    }

    @Test func theValidBaseSpecDecodes() {
        #expect(Self.decodeError(Self.valid) == nil)
    }

    @Test func yamlErrorsNameTheLine() {
        let message = Self.decodeError("viewport: {width: 100, height: 50}\nlayout: [kind: flow\n", file: "t.yaml")
        #expect(message?.hasPrefix("t.yaml:3:") == true)
        #expect(Self.decodeError("- 1\n- 2\n", file: "t.yaml") == "t.yaml: (top level): the spec must be a mapping, got an array of 2")
        #expect(Self.decodeError("viewport: {width: 100, height: -5}\nlayout: {kind: flow}\nsections: []\n", file: "t.yml")
            == "t.yml: viewport.height: must be a finite number > 0, got -5")
    }

    @Test func truncationAnywhereNeverCrashes() throws {
        let text = """
            {"viewport": {"width": 375, "height": 667}, "layout": {"kind": "waterfall", "columns": 3},
             "sections": [{"header": {"height": 44}, "items": [{"height": 120}, {"aspectRatio": 1.5}]}]}
            """
        let bytes = Array(text.utf8)
        for cut in 0..<bytes.count {
            #expect(throws: SpecError.self) { try SpecDecoder.decode(Array(bytes[0..<cut]), file: "t.json") }
        }
        #expect(try SpecDecoder.decode(bytes, file: "t.json").layout.engine?.sections[0].items.count == 2)
    }
}
