import LayoutShotTestSupport
import Testing
@testable import LayoutText

/// Bad data must throw `FontError`; a crash would take the whole test process down.
struct FontErrorTests {
    let original = EmbeddedFontFile.bytes

    /// The embedded bytes with `edit` applied.
    func corrupted(_ edit: (inout [UInt8]) -> Void) -> [UInt8] {
        var bytes = original
        edit(&bytes)
        return bytes
    }

    @Test func theEmbeddedBytesParse() throws {
        #expect(try Font(data: original).unitsPerEm == 2048)
    }

    @Test func emptyDataThrows() {
        #expect(throws: FontError.emptyData) { try Font(data: []) }
    }

    @Test(arguments: [
        ([0x4F, 0x54, 0x54, 0x4F], "'OTTO'"),
        ([0x74, 0x74, 0x63, 0x66], "'ttcf'"),
        ([0x89, 0x50, 0x4E, 0x47], "0x89504e47"),
    ] as [([UInt8], String)])
    func otherFormatsAreRejectedByName(signature: [UInt8], shown: String) {
        let error = #expect(throws: FontError.self) { try Font(data: signature + original.dropFirst(4)) }
        #expect(error == .unsupportedFormat(signature: signature.reduce(0) { $0 << 8 | UInt32($1) }))
        #expect(error?.description.contains(shown) == true)
    }

    @Test func everyTruncationBeforeTheLastNeededTableThrows() {
        let needed = ["head", "hhea", "maxp", "cmap", "hmtx", "loca", "glyf"].map(EmbeddedFontFile.table)
        let end = needed.map { $0.offset + $0.length }.max()!
        for length in Array(stride(from: 1, to: end, by: 61)) + [end - 1] {
            #expect(throws: FontError.self, "prefix of \(length) bytes") { try Font(data: Array(original.prefix(length))) }
        }
    }

    @Test func aShortHeaderReportsWhereTheReadFailed() {
        #expect(throws: FontError.truncated(context: "font file", offset: 4, length: 2, available: 5)) {
            try Font(data: Array(original.prefix(5)))
        }
    }

    @Test func aMissingTableIsNamed() {
        let renamed = corrupted { bytes in
            let count = EmbeddedFontFile.read16(4)
            for record in stride(from: 12, to: 12 + 16 * count, by: 16) where bytes[record..<(record + 4)].elementsEqual("glyf".utf8) {
                bytes[record] = UInt8(ascii: "x")
            }
        }
        #expect(throws: FontError.missingTable(tag: "glyf")) { try Font(data: renamed) }
    }

    @Test func aBadHeadMagicNumberThrows() {
        let head = EmbeddedFontFile.table("head").offset
        let error = #expect(throws: FontError.self) { try Font(data: corrupted { $0[head + 12] = 0 }) }
        #expect(error?.description.hasPrefix("table 'head' is invalid: magic number") == true)
    }

    @Test(arguments: [2, 7, 0xFFFF])
    func anUnknownLocaFormatThrows(format: Int) {
        let field = EmbeddedFontFile.table("head").offset + 50
        let data = corrupted { $0[field] = UInt8(format >> 8); $0[field + 1] = UInt8(format & 0xFF) }
        let error = #expect(throws: FontError.self) { try Font(data: data) }
        guard case .invalidTable(tag: "head", _) = error else {
            Issue.record("expected an invalid head table, got \(String(describing: error))")
            return
        }
    }

    @Test func zeroUnitsPerEmThrowsInsteadOfDividingByZero() {
        let field = EmbeddedFontFile.table("head").offset + 18
        let error = #expect(throws: FontError.self) { try Font(data: corrupted { $0[field] = 0; $0[field + 1] = 0 }) }
        #expect(error?.description.contains("unitsPerEm 0") == true)
    }

    @Test func locaPointingPastGlyfThrows() {
        // Short loca: the last entry (end of the last glyph) ×2 must stay within glyf.
        let loca = EmbeddedFontFile.table("loca")
        let data = corrupted { $0[loca.offset + loca.length - 2] = 0xFF; $0[loca.offset + loca.length - 1] = 0xFF }
        let error = #expect(throws: FontError.self) { try Font(data: data) }
        guard case .invalidTable(tag: "loca", _) = error else {
            Issue.record("expected an invalid loca table, got \(String(describing: error))")
            return
        }
    }

    @Test func aCompositeThatContainsItselfThrows() {
        // "eacute" (glyph 169) is a composite whose first component is "e" (glyph 70);
        // pointing that component at glyph 169 makes a cycle.
        let loca = EmbeddedFontFile.table("loca").offset
        let glyph = EmbeddedFontFile.table("glyf").offset + 2 * EmbeddedFontFile.read16(loca + 2 * 169)
        #expect(EmbeddedFontFile.read16(glyph + 12) == 70)
        let data = corrupted { $0[glyph + 12] = 0; $0[glyph + 13] = 169 }
        let error = #expect(throws: FontError.self) { try Font(data: data) }
        guard case .invalidGlyph(id: 169, _) = error else {
            Issue.record("expected glyph 169 to be invalid, got \(String(describing: error))")
            return
        }
    }

    @Test func randomCorruptionNeverCrashes() {
        // Fixed seed: the same corruptions on every run.
        var generator = SeededGenerator(seed: 0x5EED)
        func next() -> UInt64 { generator.next() }
        let glyf = EmbeddedFontFile.table("glyf")
        var failures = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + next() % 4) {
                // Half the hits land in the outlines, where most of the parsing happens.
                let position = next() % 2 == 0
                    ? glyf.offset + Int(next() % UInt64(glyf.length))
                    : Int(next() % UInt64(glyf.offset))
                bytes[position] = UInt8(truncatingIfNeeded: next())
            }
            do {
                let font = try Font(data: bytes)
                _ = font.outline(of: "Hé→漢", fontSize: 14, x: 0, baselineY: 0)
                _ = font.advanceWidth(of: "Hé→漢", fontSize: 14)
            } catch {
                failures += 1
                #expect(!error.description.isEmpty)
            }
        }
        // Guards against the corruption missing everything the parser reads.
        #expect(failures > 0)
    }
}
