import Foundation
import LayoutCore
@testable import LayoutSpec
import LayoutShotTestSupport
import Testing

/// A layout file read piece by piece (`LayoutJSON.decode(_: InputFile.Opened, …)`, as `snapshots verify` reads
/// references) gives what reading it whole gives, the document or the very same error, wherever a piece ends: in a
/// string, a number, an escape, a UTF-8 sequence or the byte order mark.
@Suite struct LayoutFilePiecesTests {
    static let name = "a.layout.json"

    /// Two elements with escapes (a surrogate pair among them), raw UTF-8, a colour, a transform and numbers of
    /// every form, over several lines.
    static let text = Array(#"""
        {"viewport": [375, 667], "offset": [0, -0.5], "contentSize": [375, 1e3],
         "elements": [
          {"kind": "cell", "section": 0, "item": 0, "frame": [0, 0, 187.5, 44], "zIndex": 0, "scale": 1, "alpha": 0.25, "color": "#FF8800CC"},
          {"kind": "decoration", "section": 1, "item": 2, "frame": [-1.5E-2, 12.125, 3, 4], "zIndex": -1, "scale": 1, "alpha": 1,
           "cornerRadius": 8, "elementKind": "b\"\\\/\u00e9\ud83d\ude00 é€😀", "isHidden": true, "transform": [1, 0, 0, 1, 10, -20]}
         ]}

        """#.utf8)

    static func opened(_ bytes: [UInt8]) throws -> InputFile.Opened {
        let path = try TemporaryDirectory.make().appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return try InputFile.open(path).get()
    }

    static func whole(_ bytes: [UInt8], limit: Int = LayoutJSON.maximumElements) -> Result<LayoutDocument, SpecError> {
        Result { () throws(SpecError) in try LayoutJSON.decode(bytes, file: name, maximumElements: limit) }
    }

    static func pieces(_ bytes: [UInt8], of size: Int, limit: Int = LayoutJSON.maximumElements) throws -> Result<LayoutDocument, SpecError> {
        let file = try opened(bytes)
        return Result { () throws(SpecError) in try LayoutJSON.decode(file, file: name, maximumElements: limit, pieceBytes: size) }
    }

    @Test func theDocumentIsTheSameWhereverPiecesEnd() throws {
        let document = try Self.whole(Self.text).get()
        #expect(document.elements.count == 2)
        #expect(document.elements[1].elementKind == "b\"\\/é😀 é€😀")
        for bytes in [Self.text, [0xEF, 0xBB, 0xBF] + Self.text] {
            for size in Array(1...24) + [JSONSource.defaultPieceBytes] {
                #expect(try Self.pieces(bytes, of: size) == .success(document), "pieces of \(size)")
            }
        }
        let documents = Array("[".utf8) + Self.text + Array(",".utf8) + Self.text + Array("]".utf8)
        let file = try Self.opened(documents)
        #expect(try LayoutJSON.decodeDocuments(file, file: Self.name, maximumElements: 4, pieceBytes: 5) == [document, document])
    }

    /// A file cut anywhere (in a key, a number, an escape, a UTF-8 sequence) gets the error the whole cut text gets.
    @Test func aTruncatedFileGetsTheSameError() throws {
        // Every cut before the last brace.
        for length in 0...Self.text.lastIndex(of: UInt8(ascii: "}"))! {
            let cut = Array(Self.text[..<length])
            let expected = Self.whole(cut)
            guard case .failure = expected else {
                Issue.record("the text cut to \(length) bytes was read")
                continue
            }
            for size in [1, 3, 7] {
                #expect(try Self.pieces(cut, of: size) == expected, "cut to \(length), pieces of \(size)")
            }
        }
    }

    /// Bad files get the error (and line and column) reading them whole gives, with pieces ending anywhere.
    @Test(arguments: [
        #"{"viewport": [1, 1], "elements": [{"elementKind": "a\x"}]}"#,
        #"{"viewport": [1, 1], "elements": [{"elementKind": "\ud83d\u0041"}]}"#,
        #"{"viewport": [1, 1], "elements": [{"elementKind": "\ud83d"}]}"#,
        "{\"viewport\": [1, 1],\n \"offset\": [0, 0],\n \"elements\": [{\"kind\": \"cell\",, }]}",
        #"{"viewport": [1, 1], "offset": [0, 0], "contentSize": [1, 1], "elements": [{"kind": "cel"}]}"#,
        #"{"viewport": [1, 1], "offset": [0, 0], "contentSize": [1, 1], "elements": [{"kind": "cell", "kind": "cell"}]}"#,
        #"{"viewport": [1, 1], "offset": [0, 0], "contentSize": [1, 1], "elements": []} x"#,
        #"{"viewport": [1, 1], "offset": [01, 0]}"#,
        #"{"viewport": [1, 1], "offset": [1.e5, 0]}"#,
        "", " \n ", "3", "[3]", "[",
    ])
    func aBadFileGetsTheSameError(text: String) throws {
        let bytes = Array(text.utf8)
        let expected = Self.whole(bytes)
        guard case .failure = expected else { Issue.record("\("\(text) was read")"); return }
        for size in 1...9 { #expect(try Self.pieces(bytes, of: size) == expected, "pieces of \(size)") }
    }

    /// Encodings are checked across pieces: the offset of a bad byte counts from the file's start, a sequence cut by
    /// a piece's end is joined with the next, and a UTF-16 file is named as such.
    @Test(arguments: [
        Array("{\"elements\": [{\"elementKind\": \"é€😀".utf8) + [0xE2, 0x82] + Array("\"}]}".utf8),
        Array("{\"elements\": [{\"elementKind\": \"é€😀".utf8) + [0xF0, 0x9F, 0x98] + Array("".utf8),
        Array("{\"elements\": [{\"elementKind\": \"a\"}]}".utf8) + [0],
        [0xEF, 0xBB, 0xBF, 0xC0, 0xAF], [0xFF, 0xFE, 0x7B, 0x00], [0xFF, 0xFE, 0, 0], [0xEF, 0xBB],
    ] as [[UInt8]])
    func badEncodingsGetTheSameError(bytes: [UInt8]) throws {
        let expected = Self.whole(bytes)
        guard case .failure(.unreadable(_, let reason)) = expected, reason.hasPrefix("is not UTF-8 text") else {
            return #expect(Bool(false), "\(expected)")
        }
        for size in 1...9 { #expect(try Self.pieces(bytes, of: size) == expected, "pieces of \(size)") }
    }

    /// The count is made before anything is parsed: past the limit, a file is refused by it even when it is not
    /// JSON further on; within the limit the parse finds the syntax error.
    @Test func elementsPastTheLimitAreRefusedBeforeParsing() throws {
        let element = #"{"kind": "cell", "section": 0, "item": 0, "frame": [0, 0, 1, 1], "zIndex": 0, "scale": 1, "alpha": 1}"#
        let bytes = Array((#"{"viewport": [1, 1], "offset": [0, 0], "contentSize": [1, 1], "elements": ["#
            + Array(repeating: element, count: 4).joined(separator: ",") + "]} trailing").utf8)
        #expect(try Self.pieces(bytes, of: 5, limit: 3) == .failure(.unreadable(
            file: Self.name, reason: "holds 4 elements, more than the 3 a layout file may hold (the element limit of a spec)")))
        #expect(try Self.pieces(bytes, of: 5, limit: 4) == Self.whole(bytes, limit: 4))
        guard case .failure(.syntax) = Self.whole(bytes, limit: 4) else { Issue.record("read"); return }
    }

    /// Line and column go on counting past the bytes dropped: an error on line 1,503 of a file read 64 bytes at a time.
    @Test func errorsFarIntoAFileNameTheirLine() throws {
        let element = #"{"kind": "cell", "section": 0, "item": 0, "frame": [0, 0, 1, 1], "zIndex": 0, "scale": 1, "alpha": 1}"#
        var lines = Array(repeating: "  " + element, count: 2000)
        lines[1500] = #"  {"kind": "cell", "section": 0, "item": 0, "frame": [0, 0, 1, 1], "zIndex": 0, "scale": 1, "alpha": 1 2}"#
        let bytes = Array(("{\"viewport\": [1, 1], \"offset\": [0, 0], \"contentSize\": [1, 1],\n \"elements\": [\n"
            + lines.joined(separator: ",\n") + "\n ]}\n").utf8)
        let expected = Self.whole(bytes)
        guard case .failure(.syntax(_, let line, _, _)) = expected else { Issue.record("\("\(expected)")"); return }
        #expect(line == 1503)
        #expect(try Self.pieces(bytes, of: 64) == expected)
    }

    /// Reading holds a few pieces of the file, not the file: the bytes read are dropped between elements.
    @Test func theBytesReadAreDropped() throws {
        let element = #"{"kind": "cell", "section": 0, "item": 0, "frame": [0, 0, 1, 1], "zIndex": 0, "scale": 1, "alpha": 1}"#
        let bytes = Array(("[" + Array(repeating: element, count: 1000).joined(separator: ",\n") + "]").utf8)
        var parser = JSONParser(source: JSONSource(file: try Self.opened(bytes), offset: 0, pieceBytes: 256), file: Self.name)
        var held = 0, count = 0
        try parser.array { (parser: inout JSONParser, _: Int) throws(SpecError) in
            parser.dropConsumed()
            held = max(held, parser.bytes.count)
            _ = try parser.value()
            count += 1
        }
        #expect(count == 1000)
        #expect(bytes.count > 100_000)
        #expect(held <= 3 * 256 + element.utf8.count)
    }
}
