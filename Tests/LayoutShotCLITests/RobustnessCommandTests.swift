import Foundation
import Testing

/// Inputs an attacker (or a typo) would try, each of which once crashed or misbehaved.
@Suite struct RobustnessCommandTests {
    func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func hugeFiniteSizesRenderWithoutTrapping() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try write(
            #"{"viewport": {"width": 100, "height": 100}, "offset": {"x": 0, "y": 0}, "layout": {"kind": "flow"}, "#
                + #""sections": [{"header": {"height": 1e300}, "items": [{"height": 1e300, "width": 10}]}]}"#, "big.json", in: dir)
        let result = try CLIRunner.run(["render", spec, "-o", dir.appendingPathComponent("big.png").path])
        #expect(result.status == 0, "\(result.stderr)")
        let content = try CLIRunner.run(["render", spec, "--offsets", "0,0;0,1e299", "-o", dir.appendingPathComponent("strip.png").path])
        #expect(content.status == 0, "\(content.stderr)")
    }

    @Test func aGridOverAContentAreaBeyondTheLimitIsRefusedBeforeItIsBuilt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try write(
            #"{"viewport": {"width": 100, "height": 100}, "layout": {"kind": "flow", "sectionInset": {"top": 160000000, "left": 0, "bottom": 0, "right": 0}}, "#
                + #""sections": [{"items": [{"height": 10}]}], "render": {"grid": 8}}"#, "grid.json", in: dir)
        let start = Date()
        let result = try CLIRunner.run(["render", spec, "-o", dir.appendingPathComponent("grid.png").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("grid.json: scale: the content area of 100×160000010 pt at scale 1"))
        // Building the 20 million grid lines first took 12 s and 7.5 GB; refusing takes a moment.
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func twoSpecsThatWouldWriteOneFileAreAnErrorNamingBoth() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = #"{"name": "same", "viewport": {"width": 50, "height": 50}, "layout": {"kind": "flow"}, "sections": []}"#
        let a = try write(spec, "a.json", in: dir), b = try write(spec, "b.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let result = try CLIRunner.run(["render", a, b, "-o", out.path + "/"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(a) and \(b) would both write \(out.path)/same.png"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aDifferenceWhoseArtifactsCannotBeWrittenStillExitsOne() throws {
        let dir = try CLIRunner.temporaryDirectory()
        _ = try write(SnapshotCommandTests.spec(), "grid.json", in: dir)
        #expect(try CLIRunner.run(["snapshots", "record", dir.path]).status == 0)
        _ = try write(SnapshotCommandTests.spec(height: 90), "grid.json", in: dir)
        // A folder under a regular file cannot be made, whoever runs the test.
        let blocked = try write("x", "blocker", in: dir) + "/artifacts"
        let result = try CLIRunner.run(["snapshots", "verify", dir.path, "--artifacts", blocked])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("cell 0·3: frame [125, 140, 105, 80] → [125, 140, 105, 90]"))
        #expect(result.stdout.contains("(actual not written: "))
    }

    @Test func aFIFOInPlaceOfAReferenceIsNamedNotReadFrom() throws {
        let dir = try CLIRunner.temporaryDirectory()
        _ = try write(SnapshotCommandTests.spec(), "grid.json", in: dir)
        #expect(try CLIRunner.run(["snapshots", "record", dir.path]).status == 0)
        let png = dir.appendingPathComponent("grid.png").path
        try FileManager.default.removeItem(atPath: png)
        #expect(mkfifo(png, 0o644) == 0)
        let result = try CLIRunner.run(["snapshots", "verify", dir.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(png): cannot read the reference: cannot be read"))
    }

    @Test func temporariesLeftByAKilledRunAreRemovedNextTime() throws {
        let dir = try CLIRunner.temporaryDirectory()
        _ = try write(SnapshotCommandTests.spec(), "grid.json", in: dir)
        // pid_max is at most 4194304 on Linux, so no process has this id.
        let stale = try write("half", ".grid.png.4194305.12345.tmp", in: dir)
        let live = try write("busy", ".grid.png.\(ProcessInfo.processInfo.processIdentifier).6789.tmp", in: dir)
        let result = try CLIRunner.run(["snapshots", "record", dir.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("removed \(stale), left by an interrupted run"))
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
    }
}
