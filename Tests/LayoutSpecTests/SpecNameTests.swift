import LayoutSpec
import Testing

/// A spec's `name` becomes the names of its output files (`NAME.png`, `NAME.layout.json`), so it must be
/// one file name: anything else could write outside the output folder or make odd files there.
@Suite struct SpecNameTests {
    /// The valid base spec with `name` set, the name escaped as JSON so control characters reach the decoder.
    static func spec(named name: String) -> String {
        var escaped = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return #"{"name": ""# + escaped + #"", "viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": []}"#
    }

    @Test(arguments: [
        ("../evil", #"t.json: name: must be one file name, without "/" or "\", got "../evil""#),
        ("a/b", #"t.json: name: must be one file name, without "/" or "\", got "a/b""#),
        ("/abs", #"t.json: name: must be one file name, without "/" or "\", got "/abs""#),
        (#"a\b"#, #"t.json: name: must be one file name, without "/" or "\", got "a\b""#),
        ("", "t.json: name: must not be empty; it names the output files"),
        (".", #"t.json: name: must be a file name, not ".""#),
        ("..", #"t.json: name: must be a file name, not "..""#),
        ("a\u{0}b", "t.json: name: must not contain control characters (U+0000 at character 2)"),
        ("tab\there", "t.json: name: must not contain control characters (U+0009 at character 4)"),
        ("line\nbreak", "t.json: name: must not contain control characters (U+000A at character 5)"),
        ("a\u{85}", "t.json: name: must not contain control characters (U+0085 at character 2)"),
        (String(repeating: "x", count: 201), "t.json: name: must be at most 200 bytes of UTF-8, got 201"),
        (String(repeating: "é", count: 101), "t.json: name: must be at most 200 bytes of UTF-8, got 202"),
    ])
    func namesThatAreNotOneFileNameAreRejected(name: String, message: String) {
        #expect(SpecErrorTests.decodeError(Self.spec(named: name)) == message)
    }

    @Test(arguments: ["feed-3col", "Feed 3 col", "ünïcode 😀", ".hidden", "a..b", String(repeating: "x", count: 200)])
    func fileNamesAreKept(name: String) throws {
        let spec = try SpecDecoder.decode(Array(Self.spec(named: name).utf8), file: "t.json")
        #expect(spec.name == name)
    }

    @Test func expandingVariantsChecksTheNameToo() {
        let text = #"{"name": "a/b", "viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "#
            + #""sections": [], "variants": [{"lineSpacing": 1}]}"#
        #expect(throws: SpecError.invalid(file: "t.json", path: "name", message: #"must be one file name, without "/" or "\", got "a/b""#)) {
            try SpecVariants.expand(Array(text.utf8), file: "t.json")
        }
    }
}
