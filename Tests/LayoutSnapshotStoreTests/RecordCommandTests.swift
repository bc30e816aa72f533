import Foundation
import LayoutShotTestSupport
@testable import LayoutSnapshotStore
import Testing

/// The printed re-record command, pasted into a shell, records exactly its snapshot: run through `sh`
/// with `layoutshot` standing for a function that prints its arguments, its filter matches that name only.
@Suite struct RecordCommandTests {
    static let names = ["-rf", "--filter", "a\\b", "ab", "a*", "a?", "[ab]", "a", "it's", "two words", "line\nbreak",
                        "\"q\"", "$(touch pwned)", "`id`", "x\"\u{301}", "\u{202E}rtl", "a;b", "a|b", "~home", "!bang"]

    /// The words `command` is split into by `sh`, with `layoutshot` standing for a printer of its arguments.
    static func words(of command: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "layoutshot() { printf '%s\\0' \"$@\"; }\n" + command]
        let out = Pipe()
        process.standardOutput = out
        process.currentDirectoryURL = try TemporaryDirectory.make(prefix: "layoutshot-sh")
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(arguments: ["Snapshots", "-dir", "my snaps", "a*b"])
    func theCommandRecordsThatSnapshotAloneWhenPastedIntoAShell(folder: String) throws {
        for name in Self.names {
            let result = SpecSnapshotResult(name: name, specPath: "\(folder)/\(name).json", specError: nil, checks: [])
            let words = try Self.words(of: result.recordCommand(mode: .failed))
            #expect(words.count == 6, "\(words)")
            guard words.count == 6 else { continue }
            #expect(Array(words[0...1]) == ["snapshots", "record"])
            #expect(URL(fileURLWithPath: words[2]).standardized.path == URL(fileURLWithPath: folder).standardized.path)
            #expect(!words[2].hasPrefix("-"))
            #expect(Array(words[4...5]) == ["--record", "failed"])
            #expect(words[3].hasPrefix("--filter="), "\(words[3])")
            let glob = String(words[3].dropFirst("--filter=".count))
            #expect(fnmatch(glob, name, 0) == 0, "\(glob) does not match \(name)")
            for other in Self.names where other != name {
                #expect(fnmatch(glob, other, 0) != 0 && fnmatch(glob, other + ".json", 0) != 0, "\(glob) matches \(other)")
            }
        }
    }

    @Test func aSpecNamedAfterAnotherSpecsFileIsRefusedAsNoFilterTellsThemApart() throws {
        let directory = try Fixture.temporaryDirectory()
        try Fixture.write(Fixture.specJSON(), to: directory, "a.json")
        try Fixture.write(Fixture.specJSON(), to: directory, "a.json.yaml")
        #expect(throws: SnapshotError.nameIsFileName(
            spec: (directory as NSString).appendingPathComponent("a.json"),
            other: (directory as NSString).appendingPathComponent("a.json.yaml"))) {
            try SnapshotSuite(directory: directory, filter: "zzz").entries()
        }
    }
}
