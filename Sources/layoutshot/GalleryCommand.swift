import ArgumentParser
import Foundation
import LayoutPipeline
import LayoutSnapshotStore
import LayoutSpec

/// `layoutshot gallery DIR -o OUT`: every spec in DIR rendered to PNG and SVG in parallel, with an
/// `index.html` contact sheet.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every spec in a directory to PNG and SVG, with an index.html contact sheet.",
        discussion: """
            DIR/NAME.json (or .yaml, .yml; not NAME.layout.json) becomes OUT/NAME.png and OUT/NAME.svg; a spec \
            with variants becomes its variant sheet, as `review` draws it. Every spec is checked and rendered \
            before anything is written, so one bad spec writes nothing; existing files are only replaced with \
            --force. Progress goes to standard error: a bar on a terminal, a line per spec otherwise.
            """)

    @Argument(help: "The directory of spec files.")
    var directory: String

    @Option(name: .shortAndLong, help: "The directory to write the pictures and index.html into.")
    var output: String

    @OptionGroup var presentation: PresentationFlags

    @Flag(help: "Replace files that already exist in the output directory.")
    var force = false

    func run() throws {
        let entries = try Self.entries(in: directory)
        let targets = entries.flatMap { [GalleryWriter.path(output, "\($0.name).png"), GalleryWriter.path(output, "\($0.name).svg")] }
            + [GalleryWriter.path(output, GalleryWriter.indexName)]
        if !force, let existing = targets.first(where: { FileManager.default.fileExists(atPath: $0) }) {
            throw CLIError.badInput("\(existing): already exists; pass --force to replace files in \(output)")
        }
        let progress = ProgressReporter(total: entries.count, verb: "rendered")
        let rendered = try GalleryWriter.render(entries, overrides: presentation.overrides, progress: progress)
        var files: [(path: String, bytes: [UInt8])] = []
        for (entry, picture) in zip(entries, rendered) {
            files += [(GalleryWriter.path(output, "\(entry.name).png"), picture.png), (GalleryWriter.path(output, "\(entry.name).svg"), picture.svg)]
        }
        let title = "LayoutShot gallery: \((directory as NSString).lastPathComponent)"
        files.append((targets.last!, Array(ContactSheet.html(title: title, entries: rendered.map(\.sheetEntry)).utf8)))
        try OutputFiles.write(files)
    }

    /// The spec files of `directory` (as the snapshot store lists them) in file-name order, read into
    /// memory; two files with one base name are an error.
    static func entries(in directory: String) throws(CLIError) -> [GalleryRendering.Entry] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.badInput("\(directory): not a directory of spec files")
        }
        let specs: [SnapshotDirectory.Entry]
        do {
            specs = try SnapshotDirectory(path: directory).specs()
        } catch {
            switch error {
            case let .sameName(name, first, second):
                throw CLIError.badInput("\(second): has the same name as \(first); both would write \(name).png")
            case let .unreadableDirectory(path, reason):
                throw CLIError.badInput("\(path): cannot be listed: \(reason)")
            default:
                throw CLIError.badInput(error.description)
            }
        }
        var entries: [GalleryRendering.Entry] = []
        // A spec with a matrix or variants is one page (its sheet), not one per combination.
        var seen: Set<String> = []
        for spec in specs.sorted(by: { fileName($0) < fileName($1) }) where seen.insert(spec.specPath).inserted {
            let file = GalleryWriter.path(directory, fileName(spec))
            switch InputFile.read(file, maximumBytes: SpecDecoder.maximumFileBytes) {
            case .success(let bytes):
                entries.append(GalleryRendering.Entry(name: spec.specName, file: file, bytes: bytes))
            case .failure(let problem):
                throw CLIError.badInput("\(file): \(problem.reason(expected: "a spec file"))")
            }
        }
        guard !entries.isEmpty else {
            throw CLIError.badInput("\(directory): no spec files (*.json, *.yaml, *.yml)")
        }
        return entries
    }

    private static func fileName(_ spec: SnapshotDirectory.Entry) -> String { (spec.specPath as NSString).lastPathComponent }
}
