import ArgumentParser
import Foundation
import LayoutSpec

/// `layoutshot previews FOLDER -o SHEET.png`: every `#Preview` and `PreviewProvider` of a folder of SwiftUI files on
/// one sheet. Swift cannot be compiled in-process, so it builds a scratch package that ports the folder through the
/// plugin and records the sheet with the snapshot library, as a test of the user's would.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Draw every SwiftUI preview of a folder on one sheet.",
        discussion: """
            The folder's files are ported by LayoutShotPortPlugin in a scratch package that depends on this \
            checkout of LayoutShot, and a test records the sheet of LayoutShotPreviews.all (each preview with its \
            name, file, line and traits). Needs the Swift toolchain; the first run compiles LayoutShot and \
            swift-syntax (minutes), later runs in the same --work folder only what changed.
            """)

    @Argument(help: "A folder of SwiftUI files (searched recursively) with #Preview blocks or PreviewProviders.")
    var folder: String

    @Option(name: .shortAndLong, help: "The sheet to write (.png).")
    var output: String

    @Option(help: "The LayoutShot checkout to build with (default: the one this tool was built from).")
    var package: String?

    @Option(help: "Where the scratch package is written and built (default: layoutshot-previews in the temporary folder).")
    var work: String?

    @Option(help: "Previews a row of the sheet holds.")
    var columns = 4

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        if columns < 1 { throw ValidationError("--columns must be at least 1") }
    }

    func run() throws {
        if !force, FileManager.default.fileExists(atPath: output) {
            throw CLIError.badInput("\(output): already exists; pass --force to replace it")
        }
        guard output.lowercased().hasSuffix(".png") else {
            throw CLIError.badInput("\(output): the sheet is a PNG; give a path ending in .png")
        }
        let source = try PreviewSources.folder(folder)
        let scratch = PreviewsPackage(
            source: source, repository: try Self.repository(package), work: Self.absolute(work ?? NSTemporaryDirectory() + "/layoutshot-previews"),
            columns: columns)
        do {
            try FileManager.default.createDirectory(atPath: scratch.work, withIntermediateDirectories: true)
            try scratch.write()
        } catch {
            throw CLIError.badInput("\(scratch.work): cannot write the scratch package: \(error.localizedDescription)")
        }
        print("building the previews of \(folder) in \(scratch.package) (log: \(scratch.log))")
        try SwiftTest.run(in: scratch)
        let sheets = (try? FileManager.default.contentsOfDirectory(atPath: scratch.sheetFolder))?.filter { $0.hasSuffix(".png") } ?? []
        guard let sheet = sheets.sorted().first, let bytes = FileManager.default.contents(atPath: scratch.sheetFolder + "/" + sheet) else {
            throw CLIError.failed("\(folder): the test ran but wrote no sheet; see \(scratch.log)")
        }
        try OutputFiles.write([(output, [UInt8](bytes))])
    }

    /// The LayoutShot checkout: `--package`, else the one whose sources built this tool.
    static func repository(_ given: String?) throws(CLIError) -> String {
        let path = given.map(absolute) ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: path + "/Plugins/LayoutShotPortPlugin") else {
            throw CLIError.badInput("\(path): not a LayoutShot checkout (no Plugins/LayoutShotPortPlugin); pass --package PATH")
        }
        return path
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }
}
