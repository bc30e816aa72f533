import ArgumentParser
import LayoutShotCommandLine
import Foundation
import LayoutShotPort

/// `layoutshot-port SOURCE_DIR --output DIR`: a copy of an app's layout sources that compiles against
/// LayoutShotUIKit on Linux, with their meaning kept, or exit 2 and `file:line: error: …` for each construct that
/// cannot be ported, and then nothing written.
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot-port",
        abstract: "Ports an app's UIKit layout sources so they compile against LayoutShotUIKit on Linux.",
        discussion: """
            Reads every .swift file under SOURCE_DIR and writes the ported copy under --output, same relative \
            paths; the originals are never modified. The previews of files that import SwiftUI (#Preview blocks and \
            PreviewProvider types) are kept, and listed in LayoutShotPreviews.all, a file written beside them. Exits 2, writing nothing, when a construct cannot be ported \
            with its meaning kept, and prints each as file:line: error: what and why.
            """)

    @Argument(help: "The folder of Swift sources to port (read recursively).")
    var source: String

    @Option(help: "The folder to write the ported sources to: new, empty, or written by layoutshot-port before.")
    var output: String

    @Flag(help: "Print every rewrite made, as file:line: what.")
    var listRewrites = false

    @Flag(help: "Replace --output even when it holds files that layoutshot-port did not write.")
    var replace = false

    @Option(help: ArgumentHelp(
        "The enum listing the previews of files that import SwiftUI, written to NAME.swift even when there are none.",
        discussion: "Without it, LayoutShotPreviews.swift is written when some file has a preview.", valueName: "NAME"))
    var previewRegistry: String?

    /// Runs the command; a usage error exits 2 like bad input, as the package's other executables do.
    static func main() {
        mainWithExitCodes()
    }

    func run() throws {
        do {
            let sources = try SourceTree.read(source, skipping: output)
            let result = Porter.port(
                sources, previewRegistry: previewRegistry ?? "LayoutShotPreviews", writesRegistry: previewRegistry != nil)
            let display = source.hasSuffix("/") ? String(source.dropLast()) : source
            if listRewrites {
                for note in result.rewrites { print("\(display)/\(note.file):\(note.line): \(note.message)") }
            }
            guard result.isComplete else {
                for note in result.problems {
                    FileHandle.standardError.write(Data("\(display)/\(note.file):\(note.line): error: \(note.message)\n".utf8))
                }
                FileHandle.standardError.write(Data(
                    "layoutshot-port: \(result.problems.count) construct(s) cannot be ported; nothing was written\n".utf8))
                throw ExitCode(2)
            }
            try OutputFolder(path: output, source: source).replace(with: result.files, allowForeign: replace)
            FileHandle.standardError.write(Data(
                "layoutshot-port: \(result.files.count) file(s) ported, \(result.rewrites.count) rewrite(s), into \(output)\n".utf8))
        } catch let error as PortCommandError {
            FileHandle.standardError.write(Data("layoutshot-port: error: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }
}
