import Foundation
@testable import LayoutSnapshotTesting
import Testing

/// One assertion over devices × orientations: a reference per combination, named by device and orientation.
@Suite struct DeviceMatrixTests {
    static func spec(maxContentWidth: Int? = nil) throws -> Spec {
        let extra = maxContentWidth.map { #", "maxContentWidth": \#($0)"# } ?? ""
        let text = #"{"viewport": {"width": 300, "height": 300}, "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 50}, "lineSpacing": 10, "interitemSpacing": 10\#(extra)}, "sections": [{"items": {"count": 6}}]}"#
        return try SpecDecoder.decode(Array(text.utf8), file: "feed.json")
    }

    static let devices = [DeviceModel.named("iPhone SE (3rd generation)")!, DeviceModel.named("iPhone 14 Pro")!]

    static func check(_ spec: Spec, record: RecordMode, in directory: String) -> String? {
        verifyLayoutSnapshot(
            of: .spec(spec), as: [.layout, .png], matrix: SnapshotMatrix(devices: devices, orientations: [.portrait, .landscape]),
            named: "feed", record: record,
            snapshotDirectory: directory, testName: "grid()")
    }

    /// The width in pixels a PNG's IHDR gives.
    static func pngWidth(_ data: Data?) -> Int {
        guard let data, data.count > 20 else { return -1 }
        return data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func everyCombinationHasItsOwnReferenceAtItsDevicesSizeAndScale() throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(Self.check(try Self.spec(), record: .all, in: directory) == nil)
        let files = try Fixture.contents(of: directory)
        let names = ["iPhone-SE-3rd-generation.portrait", "iPhone-SE-3rd-generation.landscape", "iPhone-14-Pro.portrait", "iPhone-14-Pro.landscape"]
        #expect(Set(files.keys) == Set(names.flatMap { ["grid.feed.\($0).layout.json", "grid.feed.\($0).png"] }))
        // The content is the viewport's width: 375 and 667 pt at 2×, 393 and 852 pt at 3×.
        #expect(names.map { Self.pngWidth(files["grid.feed.\($0).png"]) } == [750, 1334, 1179, 2556])
        #expect(Self.check(try Self.spec(), record: .never, in: directory) == nil)
        #expect(try Fixture.contents(of: directory) == files)
    }

    @Test func aChangeIsReportedForExactlyTheCombinationsItAffects() throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(Self.check(try Self.spec(), record: .all, in: directory) == nil)
        // A 500-point content column changes nothing on a phone held upright (375 and 393 points wide).
        let message = try #require(Self.check(try Self.spec(maxContentWidth: 500), record: .never, in: directory))
        let failed = message.split(separator: "\n").filter { $0.hasPrefix("Snapshot \"") }.map { String($0.split(separator: "\"")[1]) }
        #expect(failed == [
            "grid.feed.iPhone-SE-3rd-generation.landscape", "grid.feed.iPhone-SE-3rd-generation.landscape",
            "grid.feed.iPhone-14-Pro.landscape", "grid.feed.iPhone-14-Pro.landscape",
        ])
    }

    @Test func deviceNamesBecomeFileNames() {
        #expect(DeviceModel.all.prefix(3).map(\.fileName) == ["iPhone-SE-3rd-generation", "iPhone-8", "iPhone-8-Plus"])
        #expect(DeviceModel.named("iPad Pro (12.9-inch) (6th generation)")?.fileName == "iPad-Pro-12-9-inch-6th-generation")
        #expect(Set(DeviceModel.all.map(\.fileName)).count == DeviceModel.all.count)
    }
}
