import Foundation
@testable import LayoutSpec
import LayoutShotTestSupport
import Testing

/// Every file is read through `InputFile`, which refuses one past its limit from its size, before reading it.
@Suite struct InputFileLimitsTests {
    /// A sparse file of `bytes` (no disk used), in a fresh folder.
    static func sparseFile(_ name: String, bytes: Int) throws -> String {
        let path = try TemporaryDirectory.make().appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        #expect(truncate(path, off_t(bytes)) == 0)
        return path
    }

    /// A 40 MiB spec (past the 32 MiB a spec may have) is refused by size, naming the file and the limit; read,
    /// it would be parsed and fail on its NUL bytes instead.
    @Test func aSpecPastTheLimitIsRefusedFromItsSize() throws {
        let path = try Self.sparseFile("big.json", bytes: 40 << 20)
        #expect(throws: SpecError.unreadable(file: path, reason: "is 40 MiB (41943040 bytes); a spec file may have at most 32 MiB")) {
            try SpecDecoder.decode(contentsOfFile: path)
        }
    }

    /// A 3 GiB file (a PNG, a reference, anything) is refused without reading it.
    @Test func anyFilePastTheOverallLimitIsRefused() throws {
        let path = try Self.sparseFile("huge.png", bytes: 3 << 30)
        #expect(InputFile.read(path) == .failure(.tooLarge(bytes: 3 << 30, limit: InputFile.maximumBytes)))
        #expect(InputFile.Problem.tooLarge(bytes: 3 << 30, limit: InputFile.maximumBytes).reason(expected: "a PNG file")
            == "is 3 GiB (3221225472 bytes); a PNG file may have at most 320 MiB")
        #expect(InputFile.read(path, maximumBytes: 1 << 40) == .failure(.tooLarge(bytes: 3 << 30, limit: InputFile.maximumBytes)))
    }

    /// A file at the limit is read whole.
    @Test func aFileAtTheLimitIsRead() throws {
        let path = try Self.sparseFile("edge.json", bytes: 1000)
        #expect(InputFile.read(path, maximumBytes: 1000).map(\.count) == .success(1000))
        #expect(InputFile.read(path, maximumBytes: 999) == .failure(.tooLarge(bytes: 1000, limit: 999)))
    }
}

/// Text inputs must be UTF-8: invalid or overlong sequences, surrogates, NUL bytes and UTF-16 are refused
/// naming the file, as `is not UTF-8 text`, for JSON specs, YAML specs and layout files alike.
@Suite struct UTF8TextTests {
    static func spec(name: [UInt8]) -> [UInt8] {
        Array(#"{"name": "a"#.utf8) + name + Array(#"", "viewport": {"width": 10, "height": 10}, "layout": {"kind": "flow"}, "sections": []}"#.utf8)
    }

    @Test(arguments: [
        ([0xFF], "byte 0xFF at byte offset 11"),
        ([0xC0, 0xAF], "byte 0xC0 at byte offset 11"),  // overlong "/"
        ([0xE0, 0x80, 0xAF], "byte 0xE0 at byte offset 11"),  // overlong "/"
        ([0xED, 0xA0, 0x80], "byte 0xED at byte offset 11"),  // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], "byte 0xF4 at byte offset 11"),  // past U+10FFFF
        ([0xE2, 0x82], "byte 0xE2 at byte offset 11"),  // cut short
    ] as [([UInt8], String)])
    func badUTF8InAJSONSpecIsRefused(bytes: [UInt8], reason: String) {
        #expect(throws: SpecError.unreadable(file: "s.json", reason: "is not UTF-8 text (\(reason))")) {
            try SpecDecoder.decode(Self.spec(name: bytes), file: "s.json")
        }
    }

    @Test func validUTF8IsRead() throws {
        #expect(try SpecDecoder.decode(Self.spec(name: Array("é€😀".utf8)), file: "s.json").name == "aé€😀")
        #expect(try SpecDecoder.decode([0xEF, 0xBB, 0xBF] + Self.spec(name: []), file: "s.json").name == "a")
    }

    @Test func utf16IsRefusedByName() {
        let text = String(decoding: Self.spec(name: []), as: UTF8.self)
        let units: [UInt8] = text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let little: [UInt8] = [0xFF, 0xFE] + units
        #expect(throws: SpecError.unreadable(
            file: "s.json", reason: "is not UTF-8 text (it starts with a UTF-16 byte order mark; save it as UTF-8)")
        ) { try SpecDecoder.decode(little, file: "s.json") }
        #expect(throws: SpecError.unreadable(file: "s.yaml", reason: "is not UTF-8 text (a NUL byte at byte offset 1)")) {
            try SpecDecoder.decode(Array(little.dropFirst(2)), file: "s.yaml")
        }
    }

    @Test func aLayoutFileMustBeUTF8Too() {
        let text = Array(#"{"viewport": [1, 1], "offset": [0, 0], "contentSize": [1, 1], "elements": [{"kind": "cell", "section": 0, "item": 0, "frame": [0, 0, 1, 1], "zIndex": 0, "scale": 1, "alpha": 1, "elementKind": "b"#.utf8)
            + [0xC3] + Array(#""}]}"#.utf8)
        #expect(throws: SpecError.unreadable(file: "a.layout.json", reason: "is not UTF-8 text (byte 0xC3 at byte offset \(text.count - 5))")) {
            try LayoutJSON.decode(text, file: "a.layout.json")
        }
    }
}

/// A layout file past the element limit is refused by a count made before anything is parsed; one within it is
/// read element by element.
@Suite struct LayoutFileLimitsTests {
    static func document(elements: Int) -> [UInt8] {
        let element = #"{"kind": "cell", "section": 0, "item": 0, "frame": [0, 0, 1, 1], "zIndex": 0, "scale": 1, "alpha": 1}"#
        return Array((#"{"viewport": [1, 1], "offset": [0, 0], "contentSize": [1, 1], "elements": ["#
            + Array(repeating: element, count: elements).joined(separator: ",") + "]}").utf8)
    }

    @Test func elementsPastTheLimitAreRefused() throws {
        #expect(try LayoutJSON.decode(Self.document(elements: 3), file: "a.layout.json", maximumElements: 3).elements.count == 3)
        #expect(throws: SpecError.unreadable(
            file: "a.layout.json", reason: "holds 4 elements, more than the 3 a layout file may hold (the element limit of a spec)")
        ) { try LayoutJSON.decode(Self.document(elements: 4), file: "a.layout.json", maximumElements: 3) }
        // Over every document of a filmstrip's file together.
        let two = Array("[".utf8) + Self.document(elements: 2) + Array(",".utf8) + Self.document(elements: 2) + Array("]".utf8)
        #expect(throws: SpecError.unreadable(
            file: "a.layout.json", reason: "holds 4 elements, more than the 3 a layout file may hold (the element limit of a spec)")
        ) { try LayoutJSON.decodeDocuments(two, file: "a.layout.json", maximumElements: 3) }
        #expect(try LayoutJSON.decodeDocuments(two, file: "a.layout.json", maximumElements: 4).map(\.elements.count) == [2, 2])
        #expect(LayoutJSON.maximumElements == 1_100_000)
    }

    /// The count skips strings (braces in an element kind) and counts only the objects where elements stand.
    @Test func theCountIsOfElementsOnly() {
        let text = Array(#"{"viewport": [1, 1], "elements": [{"elementKind": "{{\"}"}, {"a": [{}]}]}"#.utf8)
        #expect(LayoutJSON.elementObjects(in: text[...], depth: 2) == 2)
        let documents: [UInt8] = Array("[".utf8) + text + Array(",".utf8) + text + Array("]".utf8)
        #expect(LayoutJSON.elementObjects(in: documents[...], depth: 3) == 4)
    }

    /// Errors still name the JSON path of the bad value, as the tree decoder did.
    @Test func errorsNameTheirPath() {
        let missing = Array(#"{"viewport": [1, 1], "offset": [0, 0], "elements": []}"#.utf8)
        #expect(throws: SpecError.invalid(file: "a.json", path: "contentSize", message: "is required")) {
            try LayoutJSON.decode(missing, file: "a.json")
        }
        let unknown = Array(#"{"viewport": [1, 1], "extra": 1}"#.utf8)
        #expect(throws: SpecError.invalid(file: "a.json", path: "extra", message: "unknown key; expected one of contentSize, elements, offset, viewport")) {
            try LayoutJSON.decode(unknown, file: "a.json")
        }
        #expect(throws: SpecError.invalid(file: "a.json", path: "", message: "must be an object, got 3")) {
            try LayoutJSON.decode(Array("3".utf8), file: "a.json")
        }
        let bad = Array(#"[{"viewport": [1, 1], "offset": [0, 0], "contentSize": [1, 1], "elements": [{"kind": "cel"}]}]"#.utf8)
        #expect(throws: SpecError.self) { try LayoutJSON.decodeDocuments(bad, file: "a.json") }
        do { _ = try LayoutJSON.decodeDocuments(bad, file: "a.json") } catch { #expect("\(error)".contains("[0].elements[0]")) }
    }
}
