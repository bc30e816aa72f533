import Foundation
import Testing

/// The command-line tool must start where the test frameworks are not installed, so it must not link them.
@Suite struct LinkageTests {
    /// The shared libraries `ldd` resolves for the built `layoutshot`.
    private static func linkedLibraries() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ldd", CLIRunner.executable.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func layoutshotLinksNeitherXCTestNorSwiftTesting() throws {
        let libraries = try Self.linkedLibraries()
        #expect(libraries.contains("libFoundation"), "ldd output looks wrong: \(libraries)")
        #expect(!libraries.contains("libXCTest"))
        #expect(!libraries.contains("libTesting"))
    }

    @Test func layoutshotNamesNoTestFrameworkLibrary() throws {
        // The dynamic section lists every library the binary needs, weakly linked or not.
        let binary = try Data(contentsOf: CLIRunner.executable)
        #expect(binary.range(of: Data("libXCTest.so".utf8)) == nil)
        #expect(binary.range(of: Data("libTesting.so".utf8)) == nil)
    }
}
