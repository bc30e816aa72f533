import Foundation
@testable import LayoutSnapshotStore
import Testing

/// Text references (`NAME.svg`) pass the one UTF-8 check spec files and layout references pass.
@Suite struct TextReferenceTests {
    /// Writes `bytes` as the reference `NAME.svg` in a new folder and checks "<svg/>" against it, never recording.
    private func check(reference bytes: [UInt8]) throws -> Result<ReferenceOutcome, SnapshotError> {
        let directory = try Fixture.temporaryDirectory()
        let file = ReferenceFile(directory: directory, name: "picture", pathExtension: "svg")
        try Data(bytes).write(to: URL(fileURLWithPath: file.path))
        var writes = ReferenceWrites.immediate
        return Result { () throws(SnapshotError) in try file.check("<svg/>", diffing: .lines, record: .never, writes: &writes) }
    }

    @Test func aByteThatIsNotUTF8IsNamedWithItsOffset() throws {
        guard case .failure(let error) = try check(reference: Array("<svg/".utf8) + [0xFF, 0x3E]) else {
            Issue.record("a reference holding byte 0xFF was read as text")
            return
        }
        #expect(error.description.hasSuffix("picture.svg: bad reference: is not UTF-8 text (byte 0xFF at byte offset 5)"))
    }

    @Test func aNULByteIsRefusedAsInSpecFiles() throws {
        guard case .failure(let error) = try check(reference: Array("<svg/>".utf8) + [0]) else {
            Issue.record("a reference holding a NUL byte was read as text")
            return
        }
        #expect(error.description.hasSuffix("is not UTF-8 text (a NUL byte at byte offset 6)"))
    }

    @Test func aUTF16ReferenceIsNamedAsSuch() throws {
        guard case .failure(let error) = try check(reference: [0xFF, 0xFE] + Array("<svg/>".utf8).flatMap { [$0, 0] }) else {
            Issue.record("a UTF-16 reference was read as text")
            return
        }
        #expect(error.description.contains("UTF-16 byte order mark"))
    }

    @Test func aUTF8ByteOrderMarkIsSkipped() throws {
        guard case .success(let outcome) = try check(reference: [0xEF, 0xBB, 0xBF] + Array("<svg/>".utf8)) else {
            Issue.record("a reference with a UTF-8 byte order mark was refused")
            return
        }
        #expect(outcome.passed)
    }
}
