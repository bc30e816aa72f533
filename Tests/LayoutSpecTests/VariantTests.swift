import LayoutCore
import LayoutSpec
import Testing

/// `variants`: each override lands in the layout block as if written there, captions say what was
/// overridden, and a bad override is reported at its own path.
@Suite struct VariantTests {
    static func expand(_ text: String) throws -> [SpecVariant] {
        try SpecVariants.expand(Array(text.utf8), file: "t.json")
    }

    static func expansionError(_ text: String) -> String? {
        do {
            _ = try SpecVariants.expand(Array(text.utf8), file: "t.json")
            return nil
        } catch {
            return error.description
        }
    }

    static let waterfall = #"""
        {"name": "wf", "viewport": {"width": 300, "height": 400},
         "layout": {"kind": "waterfall", "columns": 2, "interitemSpacing": 10},
         "sections": [{"items": {"count": 4}}, {"columns": 5, "items": {"count": 4}}],
         "variants": [{"columns": 3}, {"columns": 4, "lineSpacing": 20}, {}]}
        """#

    @Test func eachVariantOverridesTheLayoutBlockAndSectionsKeepTheirOwnValues() throws {
        let variants = try Self.expand(Self.waterfall)
        #expect(variants.count == 3)
        #expect(variants.map { $0.spec.layout.engine?.sections.map(\.columns) } == [[3, 5], [4, 5], [2, 5]])
        #expect(variants.map { $0.spec.layout.engine?.sections.map(\.lineSpacing) } == [[0, 0], [20, 20], [0, 0]])
        #expect(variants.map { $0.spec.layout.engine?.sections[0].interitemSpacing } == [10, 10, 10])
        #expect(variants.allSatisfy { $0.isVariant && $0.spec.name == "wf" })
        #expect(variants.map(\.captionLines) == [["columns: 3"], ["columns: 4", "lineSpacing: 20"], ["as written"]])
    }

    @Test func overridesReplaceKeysInPlaceAndAppendNewOnesWithoutTheVariantsList() throws {
        let variants = try Self.expand(Self.waterfall)
        let expected = try SpecDecoder.parse(Array(#"""
            {"name": "wf", "viewport": {"width": 300, "height": 400},
             "layout": {"kind": "waterfall", "columns": 4, "interitemSpacing": 10, "lineSpacing": 20},
             "sections": [{"items": {"count": 4}}, {"columns": 5, "items": {"count": 4}}]}
            """#.utf8), file: "expected.json")
        #expect(variants[1].value == expected)
        #expect(variants[1].overrides == [
            VariantOverride(key: "columns", value: .number(4)), VariantOverride(key: "lineSpacing", value: .number(20)),
        ])
    }

    @Test func aSpecWithoutVariantsIsItself() throws {
        let variants = try Self.expand(#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": []}"#)
        #expect(variants.count == 1)
        #expect(!variants[0].isVariant)
        #expect(variants[0].captionLines == [])
        #expect(variants[0].spec.name == "t")
    }

    @Test(arguments: [
        (#"{"sectionInset": {"top": 8, "left": 16}}"#, "sectionInset: {top: 8, left: 16}"),
        (#"{"alignment": "center"}"#, "alignment: center"),
        (#"{"pinHeaders": true}"#, "pinHeaders: true"),
        (#"{"itemSize": {"width": 80.5, "height": 40}}"#, "itemSize: {width: 80.5, height: 40}"),
        (#"{"lineSpacing": 0.25}"#, "lineSpacing: 0.25"),
    ])
    func captionsShowValuesCompactly(variant: String, caption: String) throws {
        let variants = try Self.expand(#"""
            {"viewport": {"width": 100, "height": 50}, "layout": {"kind": "alignedFlow"}, "sections": [{"items": []}],
             "variants": [\#(variant)]}
            """#)
        #expect(variants[0].captionLines == [caption])
    }

    @Test func longCaptionValuesAreCutShort() {
        let value = SpecValue.string(String(repeating: "x", count: 60))
        #expect(VariantOverride(key: "k", value: value).caption == "k: " + String(repeating: "x", count: 47) + "…")
    }

    static let flow = #""viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [{"header": {"height": 10}, "items": []}]"#
    static let waterfallBase = #""viewport": {"width": 100, "height": 50}, "layout": {"kind": "waterfall"}, "sections": [{"items": []}]"#

    @Test(arguments: [
        ("{\(flow), \"variants\": {}}", "t.json: variants: must be an array, got an object"),
        ("{\(flow), \"variants\": []}", "t.json: variants: must list 1 to 24 variants, got 0"),
        ("{\(flow), \"variants\": [3]}", "t.json: variants[0]: must be an object, got 3"),
        ("{\(flow), \"variants\": [{\"kind\": \"waterfall\"}]}",
         "t.json: variants[0].kind: the layout kind cannot vary within one spec; compare kinds with one spec file each (layoutshot review A.json B.json)"),
        ("{\(waterfallBase), \"variants\": [{\"columns\": 3}, {\"columns\": 0}]}",
         "t.json: variants[1].columns: must be a whole number from 1 to 10000, got 0"),
        ("{\(flow), \"variants\": [{\"sectionInset\": {\"top\": -1}}]}",
         "t.json: variants[0].sectionInset.top: must be a finite number ≥ 0, got -1"),
        ("{\(flow), \"variants\": [{\"columns\": 3}]}", #"t.json: variants[0].columns: applies to kind "waterfall" only"#),
        ("{\(flow), \"variants\": [{}, {\"scrollDirection\": \"horizontal\"}]}",
         "t.json: sections[0].header.height: unknown key; expected one of width (with variants[1] applied)"),
    ])
    func badVariantsNameTheirOwnPath(text: String, message: String) {
        #expect(Self.expansionError(text) == message)
    }

    @Test func aKeyOutsideTheLayoutBlockIsUnknown() {
        let message = Self.expansionError("{\(Self.flow), \"variants\": [{\"items\": []}]}")
        #expect(message?.hasPrefix("t.json: variants[0].items: unknown key; expected one of ") == true)
        #expect(message?.contains("lineSpacing") == true)
        #expect(message?.contains("kind") == false)
    }

    @Test func decodingASpecChecksItsVariantsListAndDrawsTheLayoutAsWritten() throws {
        let spec = try SpecDecoder.decode(Array(Self.waterfall.utf8), file: "t.json")
        #expect(spec.layout.engine?.sections.map(\.columns) == [2, 5])
        #expect(throws: SpecError.invalid(file: "t.json", path: "variants[0]", message: "must be an object, got 3")) {
            try SpecDecoder.decode(Array("{\(Self.flow), \"variants\": [3]}".utf8), file: "t.json")
        }
    }

    @Test func differencesListWhatSetsEachSpecApart() throws {
        let values = try [
            #"{"name": "a", "viewport": {"width": 375}, "layout": {"kind": "flow", "lineSpacing": 8}}"#,
            #"{"name": "b", "viewport": {"width": 375}, "layout": {"kind": "flow", "lineSpacing": 12}}"#,
            #"{"name": "c", "viewport": {"width": 768}, "layout": {"kind": "flow", "lineSpacing": 8, "alignment": "center"}}"#,
        ].map { try SpecDecoder.parse(Array($0.utf8), file: "t.json") }
        #expect(VariantDifferences.lines(among: values) == [
            ["viewport.width: 375", "lineSpacing: 8", "alignment: (not set)"],
            ["viewport.width: 375", "lineSpacing: 12", "alignment: (not set)"],
            ["viewport.width: 768", "lineSpacing: 8", "alignment: center"],
        ])
    }

    @Test func differencesBeyondTheLimitAreCounted() throws {
        let values = try [
            #"{"layout": {"a": 1, "b": 1, "c": 1}, "sections": [1, 2]}"#,
            #"{"layout": {"a": 2, "b": 2, "c": 2}, "sections": [1, 3, 4]}"#,
        ].map { try SpecDecoder.parse(Array($0.utf8), file: "t.json") }
        #expect(VariantDifferences.lines(among: values, limit: 2) == [
            ["a: 1", "b: 1", "and 2 more differences"],
            ["a: 2", "b: 2", "and 2 more differences"],
        ])
    }
}
