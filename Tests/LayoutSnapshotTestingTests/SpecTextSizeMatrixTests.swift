import Foundation
@testable import LayoutSnapshotTesting
import Testing

/// The spec assertion over devices, orientations, text sizes and directions: the spec is made at each text size, and
/// every combination has a reference named as `layoutshot snapshots` names a spec's matrix combinations.
@Suite struct SpecTextSizeMatrixTests {
    static let text = #"""
        {"viewport": {"width": 300, "height": 300}, "layout": {"kind": "alignedFlow", "alignment": "start", "lineSpacing": 10, "interitemSpacing": 10},
         "sections": [{"items": {"count": 4, "text": ["Inbox", "Drafts", "Sent", "Archive"]}}]}
        """#

    static func spec(_ textSize: TextSizeCategory) throws -> Spec {
        try SpecDecoder.decode(Array(text.utf8), file: "tags.json", textSize: textSize)
    }

    static let devices = [DeviceModel.named("iPhone SE (3rd generation)")!, DeviceModel.named("iPhone 14 Pro")!]
    static let matrix = SnapshotMatrix(
        devices: devices, textSizes: [.large, .accessibilityExtraExtraExtraLarge], directions: [.leftToRight, .rightToLeft])

    static func check(record: RecordMode, in directory: String, spec: @escaping (TextSizeCategory) throws -> Spec = spec) -> String? {
        verifyLayoutSnapshot(
            of: .spec(atTextSize: spec), as: [.layout, .png], matrix: matrix, named: "tags", record: record,
            snapshotDirectory: directory, testName: "grid()")
    }

    static let cells = [
        "iPhone-SE-3rd-generation.portrait.large", "iPhone-SE-3rd-generation.portrait.large.rtl",
        "iPhone-SE-3rd-generation.portrait.accessibilityXXXL", "iPhone-SE-3rd-generation.portrait.accessibilityXXXL.rtl",
        "iPhone-14-Pro.portrait.large", "iPhone-14-Pro.portrait.large.rtl",
        "iPhone-14-Pro.portrait.accessibilityXXXL", "iPhone-14-Pro.portrait.accessibilityXXXL.rtl",
    ]

    /// The first element's frame in a layout document.
    static func firstFrame(_ data: Data?) throws -> [Double] {
        let text = String(decoding: try #require(data), as: UTF8.self)
        let start = try #require(text.range(of: #""frame": ["#))
        let end = try #require(text[start.upperBound...].firstIndex(of: "]"))
        return text[start.upperBound..<end].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    @Test func oneAssertionRecordsTheWholeMatrixUnderTheCommandLinesNames() throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(Self.check(record: .all, in: directory) == nil)
        let files = try Fixture.contents(of: directory)
        #expect(Set(files.keys) == Set(Self.cells.flatMap { ["grid.tags.\($0).layout.json", "grid.tags.\($0).png"] }))
        // Left to right the first tag starts at the left edge; right to left it ends at the right one (375 points on
        // the SE). At the largest size a tag is 30 × 53 / 17 = 93.529… points high (the body style's 53 over its 17
        // points). Layout documents write three decimals.
        let large = try Self.firstFrame(files["grid.tags.iPhone-SE-3rd-generation.portrait.large.layout.json"])
        let largeRTL = try Self.firstFrame(files["grid.tags.iPhone-SE-3rd-generation.portrait.large.rtl.layout.json"])
        let ax = try Self.firstFrame(files["grid.tags.iPhone-SE-3rd-generation.portrait.accessibilityXXXL.layout.json"])
        #expect(large[0] == 0 && large[3] == 30)
        #expect(abs(largeRTL[0] + large[2] - 375) < 0.001 && largeRTL[1...] == [0, large[2], 30])
        #expect(ax[0] == 0 && abs(ax[3] - 30 * 53 / 17) < 0.001 && ax[2] > large[2])
        #expect(Self.check(record: .never, in: directory) == nil)
        #expect(try Fixture.contents(of: directory) == files)
    }

    @Test func aChangeAtOneTextSizeFailsExactlyItsCombinations() throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(Self.check(record: .all, in: directory) == nil)
        // Wider spacing at the largest text size only, as a bug there would make.
        let message = try #require(Self.check(record: .never, in: directory) { size in
            var spec = try Self.spec(size)
            if size == .accessibilityExtraExtraExtraLarge, case .engine(var configuration) = spec.layout {
                for s in configuration.sections.indices { configuration.sections[s].interitemSpacing = 40 }
                spec.layout = .engine(configuration)
            }
            return spec
        })
        let failed = Set(message.split(separator: "\n").filter { $0.hasPrefix("Snapshot \"") }.map { String($0.split(separator: "\"")[1]) })
        #expect(failed == Set(Self.cells.filter { $0.contains("accessibilityXXXL") }.map { "grid.tags.\($0)" }))
    }
}
