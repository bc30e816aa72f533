import Foundation
import Testing

/// Issue findings about snapshot folders: same stem, a report through a symlink, a symlinked spec,
/// control characters on the terminal. Each test fails without its fix.
@Suite struct SnapshotFolderFindingTests {
    @Test func sameStem() throws {
        let dir = try CLIRunner.temporaryDirectory()
        for name in ["a.json", "a.yaml", "a.yml", "b.json"] {
            try Data(SnapshotCommandTests.spec().utf8).write(to: dir.appendingPathComponent(name))
        }
        let record = try CLIRunner.run(["snapshots", "record", dir.path])
        #expect(record.status == 2, "\(record.stdout)")
        #expect(record.stderr.contains("\(dir.path)/a.json and \(dir.path)/a.yaml have the same name"), "\(record.stderr)")
        #expect(record.stderr.contains("both would write a.png, a.svg and a.layout.json"), "\(record.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["a.json", "a.yaml", "a.yml", "b.json"])
        let filtered = try CLIRunner.run(["snapshots", "verify", dir.path, "--filter", "b"])
        #expect(filtered.status == 2, "\(filtered.stdout)")
    }

    @Test func reportThroughASymlink() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try Data(SnapshotCommandTests.spec().utf8).write(to: dir.appendingPathComponent("grid.json"))
        #expect(try CLIRunner.run(["snapshots", "record", dir.path]).status == 0)
        try Data(SnapshotCommandTests.spec(height: 20).utf8).write(to: dir.appendingPathComponent("grid.json"))
        let outside = try CLIRunner.temporaryDirectory()
        let victim = outside.appendingPathComponent("expected.png")
        try Data("keep me".utf8).write(to: victim)
        let report = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: report.appendingPathComponent("snapshots"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: report.appendingPathComponent("snapshots/grid").path, withDestinationPath: outside.path)
        let verify = try CLIRunner.run(["snapshots", "verify", dir.path, "--report", report.path])
        #expect(verify.status == 1, "\(verify.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["expected.png"])
        let folder = try FileManager.default.attributesOfItem(atPath: report.appendingPathComponent("snapshots/grid").path)
        #expect(folder[.type] as? FileAttributeType == .typeDirectory)
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("snapshots/grid/expected.png").path))
    }

    @Test func symlinkedSpec() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let elsewhere = try CLIRunner.temporaryDirectory()
        try Data(SnapshotCommandTests.spec().utf8).write(to: elsewhere.appendingPathComponent("real.json"))
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("grid.json").path, withDestinationPath: elsewhere.appendingPathComponent("real.json").path)
        let record = try CLIRunner.run(["snapshots", "record", dir.path])
        #expect(record.status == 0, "\(record.stderr)")
        // References that are links are read as the files they point to.
        for ext in ["png", "svg", "layout.json"] {
            let reference = dir.appendingPathComponent("grid.\(ext)")
            try FileManager.default.moveItem(at: reference, to: elsewhere.appendingPathComponent("grid.\(ext)"))
            try FileManager.default.createSymbolicLink(atPath: reference.path, withDestinationPath: elsewhere.appendingPathComponent("grid.\(ext)").path)
        }
        let verify = try CLIRunner.run(["snapshots", "verify", dir.path])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(try CLIRunner.run(["render", dir.appendingPathComponent("grid.json").path, "-o", elsewhere.appendingPathComponent("out.png").path]).status == 0)
        // A FIFO is still refused, also behind a link, and never blocks.
        let fifo = elsewhere.appendingPathComponent("pipe.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("pipe.json").path, withDestinationPath: fifo.path)
        let refused = try CLIRunner.run(["snapshots", "verify", dir.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("pipe.json: cannot be read"), "\(refused.stderr)")
    }

    @Test func controlCharactersReachNoTerminal() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try Data(#"{"viewport": {"width": 100, "height": 100}, "layout": {"kind": "list"}, "\u001b]0;owned\u0007": 1, "sections": []}"#.utf8)
            .write(to: dir.appendingPathComponent("odd\u{1B}[31mname.json"))
        let verify = try CLIRunner.run(["snapshots", "verify", dir.path])
        #expect(verify.status == 2)
        let printed = verify.stdout + verify.stderr
        #expect(!printed.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" }, "\(printed)")
        #expect(printed.contains(#"odd\u{1B}[31mname.json"#), "\(printed)")
        // The gallery's progress lines name each spec: escaped too.
        try Data(SnapshotCommandTests.spec().utf8).write(to: dir.appendingPathComponent("odd\u{1B}[31mname.json"))
        let gallery = try CLIRunner.run(["gallery", dir.path, "-o", dir.appendingPathComponent("out").path])
        #expect(gallery.status == 0, "\(gallery.stderr)")
        #expect(gallery.stderr.contains(#"rendered 1/1 odd\u{1B}[31mname"#), "\(gallery.stderr)")
        #expect(!gallery.stderr.unicodeScalars.contains("\u{1B}"), "\(gallery.stderr)")
    }
}
