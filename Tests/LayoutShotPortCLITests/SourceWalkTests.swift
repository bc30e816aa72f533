import Foundation
import Testing

/// The walk over an app's folder: no cycle followed, the output never read back, no huge file read, no name that
/// would forge a diagnostic. Each case runs the binary, so a crash is a failed test, not a dead test process.
@Suite struct SourceWalkTests {
    /// A link back up (`up -> ..`) is a cycle: the sources are read once and ported, not followed until the stack
    /// overflows.
    @Test func aLinkBackUpIsNotFollowed() throws {
        let root = try PortRunner.app(PortCommandTests.portable)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("App/Nested/up").path, withDestinationPath: "..")
        let result = try PortRunner.run(["App", "--output", "Ported"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(PortRunner.listing(root.appendingPathComponent("Ported")) == [".layoutshot-port", "Layout.swift", "Nested/Cell.swift"])
    }

    /// An output named through a link into the app's folder is inside it, whether or not it exists yet.
    @Test func anOutputReachedThroughALinkIntoTheSourcesIsRefused() throws {
        let root = try PortRunner.app(PortCommandTests.portable)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Link").path, withDestinationPath: "App")
        let result = try PortRunner.run(["App", "--output", "Link/Ported"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("is inside the source folder"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Ported").path))
    }

    /// A file over 4 MiB (sparse here: nothing is written to disk) is refused by its size, before it is read.
    @Test func aFileOverTheSizeLimitIsRefusedUnread() throws {
        let root = try PortRunner.app(PortCommandTests.portable)
        let big = root.appendingPathComponent("App/Dump.swift")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 1_500_000_000)
        try handle.close()
        let result = try PortRunner.run(["App", "--output", "Ported"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Dump.swift' is 1500000000 bytes; a source file may be at most 4194304 bytes"), "\(result.stderr)")
    }

    /// A name with a newline would print a line that looks like a diagnostic of another file: refused, escaped.
    @Test func aNameWithANewlineIsRefusedEscaped() throws {
        let root = try PortRunner.app(PortCommandTests.portable)
        try Data("let x = 1\n".utf8).write(to: root.appendingPathComponent("App/a.swift\nFake.swift:1: error: forged.swift"))
        let result = try PortRunner.run(["App", "--output", "Ported"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"("a.swift\nFake.swift:1: error: forged.swift")"#), "\(result.stderr)")
        #expect(!result.stderr.contains("\nFake.swift:1:"))
    }
}
