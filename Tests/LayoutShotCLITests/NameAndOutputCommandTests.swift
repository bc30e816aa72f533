import Foundation
import LayoutCore
import LayoutRender
import LayoutShotTestSupport
import Testing

/// What only the binary shows for names that collide, printed commands and outputs that are inputs.
@Suite struct NameAndOutputCommandTests {
    static func spec(height: Double = 30) -> String {
        #"{"viewport": {"width": 120, "height": 80}, "layout": {"kind": "flow", "itemSize": {"width": 50, "height": \#(height)}}, "sections": [{"items": {"count": 3}}]}"#
    }

    @Test func specsNamedAfterAnotherSpecsArtifactsExitTwoNamingBothAndWriteNothing() throws {
        let dir = try CLIRunner.temporaryDirectory()
        for name in ["a", "a.actual", "a.diff"] {
            try Data(Self.spec().utf8).write(to: dir.appendingPathComponent("\(name).json"))
        }
        let record = try CLIRunner.run(["snapshots", "record", dir.path, "--jobs", "2"])
        #expect(record.status == 2, "\(record.stdout)")
        #expect(record.stderr.contains(dir.appendingPathComponent("a.json").path) && record.stderr.contains(dir.appendingPathComponent("a.actual.json").path),
                "\(record.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["a.actual.json", "a.diff.json", "a.json"])
    }

    @Test func thePrintedCommandRecordsThatSnapshotAloneWhenPastedIntoAShell() throws {
        let dir = try CLIRunner.temporaryDirectory()
        for name in ["a*", "ab", "-rf", "a\\b"] {
            try Data(Self.spec().utf8).write(to: dir.appendingPathComponent("\(name).json"))
        }
        let verify = try CLIRunner.run(["snapshots", "verify", dir.path, "--jobs", "1"])
        #expect(verify.status == 1)
        let commands = verify.stdout.components(separatedBy: "`").filter { $0.hasPrefix("layoutshot snapshots record") }
        let bin = CLIRunner.executable.deletingLastPathComponent().path
        for (name, command) in [("a*", commands.first { $0.contains("a\\*") }), ("-rf", commands.first { $0.contains("=-rf") }),
                                ("a\\b", commands.first { $0.contains("a\\\\b") })] {
            let command = try #require(command, "\(name) in \(verify.stdout)")
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", command]
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["CI"] = nil
            shell.environment = environment
            shell.standardOutput = Pipe()
            shell.standardError = Pipe()
            try shell.run()
            shell.waitUntilExit()
            #expect(shell.terminationStatus == 0, "\(command)")
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).png").path), "\(command)")
        }
        let pngs = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs == ["-rf.png", "a*.png", "a\\b.png"])
    }

    @Test func diffRefusesAnOutputThatIsOneOfItsInputsAndWritesNoImageOnAMatch() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let white = try PNGCodec.encode(Bitmap(width: 8, height: 6, fill: RGBAColor(r: 255, g: 255, b: 255, a: 255)))
        let black = try PNGCodec.encode(Bitmap(width: 8, height: 6, fill: RGBAColor(r: 0, g: 0, b: 0, a: 255)))
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png")
        try Data(white).write(to: a)
        try Data(black).write(to: b)
        let link = dir.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "a.png")
        for arguments in [[a.path, a.path, "-o", a.path], [a.path, b.path, "-o", b.path], [link.path, b.path, "-o", a.path], [a.path, b.path, "-o", link.path]] {
            let result = try CLIRunner.run(["diff"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains("one of the files compared"), "\(result.stderr)")
        }
        #expect(try Data(contentsOf: a) == Data(white) && Data(contentsOf: b) == Data(black))
        let match = try CLIRunner.run(["diff", a.path, link.path, "-o", dir.appendingPathComponent("d.png").path])
        #expect(match.status == 0 && match.stdout.hasPrefix("match: "), "\(match.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))
    }

    @Test func reviewRefusesASheetPathThatIsOneOfItsSpecsEvenWithForce() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = dir.appendingPathComponent("a.json")
        try Data(Self.spec().utf8).write(to: spec)
        let link = dir.appendingPathComponent("sheet.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "a.json")
        let result = try CLIRunner.run(["review", spec.path, "-o", link.path, "--force"])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("is \(spec.path), one of the files compared or read"), "\(result.stderr)")
        #expect(try String(contentsOf: spec, encoding: .utf8) == Self.spec())
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "a.json")
    }

    /// 1366 × 16384 px: within the PNG limit of 2^26 pixels, but the strip (3 × 1366 + 8 wide) is not.
    @Test func imagesTooLargeForADiffStripStillGetTheVerdictAndSayWhyNoImageWasWritten() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let expected = Bitmap(width: 1366, height: 16384, fill: RGBAColor(r: 255, g: 255, b: 255, a: 255))
        var pixels = expected.pixels
        pixels.replaceSubrange(0..<3, with: [0, 0, 0])
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png"), d = dir.appendingPathComponent("d.png")
        try Data(PNGCodec.encode(expected)).write(to: a)
        try Data(PNGCodec.encode(Bitmap(width: 1366, height: 16384, pixels: pixels))).write(to: b)
        let result = try CLIRunner.run(["diff", a.path, b.path, "-o", d.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("differ: 1 of 22380544 pixels differ"), "\(result.stdout)")
        #expect(result.stdout.contains("\(d.path): not written: no diff image: "), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: d.path))
    }
}
