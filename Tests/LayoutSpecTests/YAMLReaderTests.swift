import LayoutCore
import LayoutSpec
import Testing

/// YAML specs: aliases share values under a budget, complex keys and other oddities give short messages
/// with a JSON path, and a byte order mark is accepted as in JSON.
@Suite struct YAMLReaderTests {
    static func decodeError(_ text: String, file: String = "t.yaml") -> String? {
        SpecErrorTests.decodeError(text, file: file)
    }

    @Test func anchorsAndAliasesShareValues() throws {
        let yaml = """
            viewport: {width: 100, height: 50}
            layout: {kind: flow, sectionInset: &inset {top: 1, left: 2, bottom: 3, right: 4}}
            sections:
              - {sectionInset: *inset, items: &items [{width: 10, height: 10}, {width: 20, height: 10}]}
              - {items: *items}
            """
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml")
        let inset = Insets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(spec.layout.engine?.sections.map(\.inset) == [inset, inset])
        #expect(spec.layout.engine?.sections.map { $0.items.map(\.width) } == [[10, 20], [10, 20]])
    }

    /// Billion laughs: each level lists ten aliases of the one before. Level k expands to 11…1 (k + 2 ones)
    /// values, so after l3 the aliases have added 110 + 1110 + 11110 = 12330, and each alias of l3 adds
    /// 11111: the 8th one on line 9 (column 12 + 7 × 5) crosses 100,000.
    @Test(.timeLimit(.minutes(1))) func billionLaughsStopsAtTheAliasThatCrossesTheBudget() {
        var lines = ["viewport: {width: 100, height: 50}", "layout: {kind: flow}", "sections: []", "description:",
                     "  l0: &l0 [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]"]
        for level in 1...8 {
            lines.append("  l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        #expect(Self.decodeError(lines.joined(separator: "\n")) == "t.yaml:9:47: YAML aliases expand the document past "
            + "100000 values here; write the values out or use fewer aliases")
    }

    @Test(arguments: [
        ("viewport: {width: 100, height: 50}\nlayout: {kind: flow}\nsections: []\n? [a, b]\n: 1\n",
         "t.yaml: (top level): has a YAML complex key (a sequence at line 4, column 3); keys must be plain strings"),
        ("viewport: {width: 100, height: 50}\nlayout: {kind: flow}\nsections: []\n[a, b]: 1\n",
         "t.yaml: (top level): has a YAML complex key (a sequence at line 4, column 1); keys must be plain strings"),
        ("viewport: {width: 100, height: 50}\nlayout:\n  kind: flow\n  ? [a]\n  : 1\nsections: []\n",
         "t.yaml: layout: has a YAML complex key (a sequence at line 4, column 5); keys must be plain strings"),
        ("viewport: {width: 100, height: 50}\nlayout: {kind: flow}\nsections:\n  - items: []\n    ? {a: 1}\n    : 2\n",
         "t.yaml: sections[0]: has a YAML complex key (a mapping at line 5, column 7); keys must be plain strings"),
        ("viewport: &v {width: 100, height: 50}\nlayout: {kind: flow}\nsections: []\n*v : 1\n",
         "t.yaml: (top level): has a YAML complex key (an alias of a collection at line 4, column 1); keys must be plain strings"),
        ("viewport: {width: 100, height: 50}\nlayout: {kind: flow}\nsections: *s\n",
         "t.yaml:3:11: invalid YAML: undefined alias *s"),
        ("viewport: {width: 100, height: 50}\nlayout: {kind: flow}\nsections: []\n---\nname: b\n",
         "t.yaml:4:1: invalid YAML: a spec file holds one document, found a second one"),
        ("viewport: {width: 100, height: 50}\nviewport: {width: 1, height: 1}\n", #"t.yaml:2:1: duplicate key "viewport""#),
    ])
    func oddYAMLGivesAShortMessage(text: String, message: String) {
        #expect(Self.decodeError(text) == message)
    }

    @Test(arguments: [
        ("t.json", #"{"name": "bom", "viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": []}"#),
        ("t.yaml", "name: bom\nviewport: {width: 100, height: 50}\nlayout: {kind: flow}\nsections: []\n"),
        ("t.spec", "name: bom\nviewport: {width: 100, height: 50}\nlayout: {kind: flow}\nsections: []\n"),
    ])
    func aByteOrderMarkIsSkipped(file: String, text: String) throws {
        let withMark = try SpecDecoder.parse([0xEF, 0xBB, 0xBF] + Array(text.utf8), file: file)
        #expect(withMark == (try SpecDecoder.parse(Array(text.utf8), file: file)))
        #expect(try SpecDecoder.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8), file: file).name == "bom")
    }

    @Test func aByteOrderMarkKeepsJSONPositions() {
        #expect(Self.decodeError("\u{FEFF}{\"a\": 01}", file: "t.json") == "t.json:1:7: invalid number: leading zeros are not allowed")
    }
}
