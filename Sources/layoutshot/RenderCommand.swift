import ArgumentParser
import Foundation
import LayoutCore
import LayoutSnapshotTesting
import LayoutSpec

/// `layoutshot render SPEC... [-o PATH|DIR]`: renders specs to PNG or SVG files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render spec files to PNG or SVG.",
        discussion: """
            One spec writes to -o PATH (format from --format or the extension) or to ./NAME.png; several \
            specs write NAME.png (or .svg) into -o DIR (default: the current directory). Every spec is \
            checked before anything is written, files are written atomically, and an existing file is \
            only replaced with --force.
            """)

    @Argument(help: "Spec files (JSON or YAML).")
    var specs: [String]

    @Option(name: .shortAndLong, help: "Output file (one spec) or directory.")
    var output: String?

    @Option(help: "png or svg (default: from the output file's extension, else png).")
    var format: OutputFormat?

    @Option(help: "Device pixels per point for PNG (overrides the spec's scale).")
    var scale: Double?

    @Option(help: "Content offset X,Y (overrides the spec's offset and shows the viewport).")
    var offset: PointArgument?

    @Option(help: "Several offsets X,Y;X,Y;... rendered as a filmstrip.")
    var offsets: PointListArgument?

    @Flag(help: "Replace output files that already exist.")
    var force = false

    @OptionGroup(title: "Presentation")
    var presentation: PresentationFlags

    func validate() throws {
        if specs.isEmpty { throw ValidationError("give at least one spec file") }
        if let scale, !(scale > 0 && scale <= 16) { throw ValidationError("--scale must be a number in (0, 16]") }
        if offset != nil, offsets != nil { throw ValidationError("give either --offset or --offsets, not both") }
    }

    func run() throws {
        let toDirectory = specs.count > 1 || output.map(Self.isDirectory) ?? false
        var jobs: [(path: String, bytes: [UInt8])] = []
        for file in specs {
            var spec = try SpecLoading.load(file, offsets: offsets?.points ?? offset.map { [$0.point] })
            if let scale { spec.scale = scale }
            presentation.apply(to: &spec)
            let path: String
            let chosen: OutputFormat
            if toDirectory {
                chosen = format ?? .png
                path = ((output ?? ".") as NSString).appendingPathComponent("\(spec.name).\(chosen.rawValue)")
            } else if let output {
                guard let resolved = format ?? OutputFormat(path: output) else {
                    throw CLIError.badInput("\(output): cannot tell the format from the extension; pass --format png or --format svg")
                }
                chosen = resolved
                path = output
            } else {
                chosen = format ?? .png
                path = "\(spec.name).\(chosen.rawValue)"
            }
            if !force, FileManager.default.fileExists(atPath: path) {
                throw CLIError.badInput("\(path): already exists; pass --force to replace it")
            }
            jobs.append((path, try chosen.render(spec)))
        }
        for job in jobs {
            do {
                try AtomicFile.write(job.bytes, to: job.path)
            } catch {
                throw CLIError(error)
            }
            print("wrote \(job.path)")
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
