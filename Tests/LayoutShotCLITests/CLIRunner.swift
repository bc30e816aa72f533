import Foundation
import LayoutShotTestSupport

/// Runs the built `layoutshot` executable the way a user would and captures what it prints.
struct CLIRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `layoutshot` binary next to the test bundle (SwiftPM builds it for the test run).
    static var executable: URL {
        var directory = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directory = bundle.bundleURL.deletingLastPathComponent()
        }
        let candidate = directory.appendingPathComponent("layoutshot")
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutshot")
    }

    /// Runs `layoutshot arguments...` (or the copy of it at `binary`) in `directory` with `environment` added to
    /// (and overriding) the current one, less `CI`.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], binary: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = binary ?? executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // CI changes what `snapshots record` does; a test that wants it says so.
        var inherited = ProcessInfo.processInfo.environment
        inherited["CI"] = nil
        process.environment = inherited.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh empty directory for one test.
    static func temporaryDirectory() throws -> URL {
        try TemporaryDirectory.make(prefix: "layoutshot-cli")
    }
}
