import Foundation

/// Runs `swift test` in the previews' scratch package, its output kept in the package's log, recording on (no `CI`):
/// a failure names the log and quotes its last errors.
enum SwiftTest {
    static func run(in scratch: PreviewsPackage) throws(CLIError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", scratch.package, "--scratch-path", scratch.build]
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["LAYOUTSHOT_RECORD"] = nil
        process.environment = environment
        guard FileManager.default.createFile(atPath: scratch.log, contents: nil),
              let log = FileHandle(forWritingAtPath: scratch.log)
        else { throw .badInput("\(scratch.log): cannot write the build log") }
        defer { try? log.close() }
        process.standardOutput = log
        process.standardError = log
        do {
            try process.run()
        } catch {
            throw .badInput("cannot run `swift test` (is the Swift toolchain on PATH?): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return }
        let text = (try? String(contentsOfFile: scratch.log, encoding: .utf8)) ?? ""
        var seen: Set<Substring> = []
        let errors = text.split(separator: "\n")
            .filter { ($0.contains("error:") && !$0.contains("`-")) || $0.hasPrefix("✘") }
            .filter { seen.insert($0).inserted }.suffix(8)
        throw .badInput("""
            the previews did not build or lay out (swift test exited \(process.terminationStatus)); see \(scratch.log)
            \(errors.map { "  " + $0 }.joined(separator: "\n"))
            """)
    }
}
