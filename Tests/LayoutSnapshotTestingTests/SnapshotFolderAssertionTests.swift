import Foundation
import LayoutRender
import LayoutShotTestSupport
import LayoutSnapshotTesting
import Testing

/// A folder of specs checked from a test through the store's suite, as the CLI checks it.
struct SnapshotFolderAssertionTests {
    /// The project's own reference suite, verified by the test library as `.ci/run` verifies it with the CLI.
    @Test func theProjectsSnapshotsFolderVerifies() {
        let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots").path
        #expect(verifySnapshotFolder(root, record: .never) == nil)
    }

    @Test func aChangedSpecIsNamedAndAMissingReferenceRecorded() throws {
        let folder = try TemporaryDirectory.make(prefix: "layoutshot-folder").path
        try TestSpecs.waterfallJSON(height: 80).write(toFile: folder + "/feed.json", atomically: true, encoding: .utf8)
        #expect(verifySnapshotFolder(folder, record: .missing) == nil)
        #expect(FileManager.default.fileExists(atPath: folder + "/feed.png"))
        #expect(verifySnapshotFolder(folder, record: .never) == nil)

        try TestSpecs.waterfallJSON(height: 120).write(toFile: folder + "/feed.json", atomically: true, encoding: .utf8)
        let message = try #require(verifySnapshotFolder(folder, record: .never))
        #expect(message.contains("feed") && message.contains("cell 0·3"))
        #expect(message.hasSuffix("snapshots: 0 passed, 1 failed"))
    }

    @Test func twoSpecsWithOneNameAreRefusedNamingBoth() throws {
        let folder = try TemporaryDirectory.make(prefix: "layoutshot-folder").path
        try TestSpecs.waterfallJSON().write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try "{}".write(toFile: folder + "/a.yaml", atomically: true, encoding: .utf8)
        let message = try #require(verifySnapshotFolder(folder, record: .missing))
        #expect(message.contains("a.json") && message.contains("a.yaml"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.png"))
    }

    /// A tolerance set for a scope reaches folders verified inside it, as it reaches `assertLayoutSnapshot`.
    @Test func theScopesImageOptionsApplyToAFolder() throws {
        let folder = try TemporaryDirectory.make(prefix: "layoutshot-folder").path
        try TestSpecs.waterfallJSON().write(toFile: folder + "/feed.json", atomically: true, encoding: .utf8)
        #expect(verifySnapshotFolder(folder, record: .all) == nil)
        let reference = URL(fileURLWithPath: folder + "/feed.png")
        let bitmap = try PNGCodec.decode(Array(try Data(contentsOf: reference)))
        var pixels = bitmap.pixels
        pixels[0] = 255 - pixels[0]
        pixels[1] = 255 - pixels[1]
        try Data(try PNGCodec.encode(Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels))).write(to: reference)
        #expect(verifySnapshotFolder(folder, record: .never) != nil)
        withLayoutSnapshotTesting(imageOptions: ImageDiffOptions(tolerance: .pixels(1))) {
            #expect(verifySnapshotFolder(folder, record: .never) == nil)
        }
    }
}
