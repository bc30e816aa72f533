import ArgumentParser
import Foundation
import LayoutCore
import LayoutPipeline
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

    @OptionGroup var file: PictureFileOptions

    @OptionGroup var scale: ScaleOption

    @Option(help: "Content offset X,Y (overrides the spec's offset and shows the viewport).")
    var offset: PointArgument?

    @Option(help: "Several offsets X,Y;X,Y;... rendered as a filmstrip.")
    var offsets: PointListArgument?

    @OptionGroup(title: "Presentation")
    var presentation: PresentationFlags

    func validate() throws {
        if specs.isEmpty { throw ValidationError("give at least one spec file") }
        if offset != nil, offsets != nil { throw ValidationError("give either --offset or --offsets, not both") }
    }

    func run() throws {
        let toDirectory = specs.count > 1 || output.map(Self.isDirectory) ?? false
        var files: [(path: String, bytes: [UInt8])] = []
        var sources: [String: String] = [:]
        for path in specs {
            var spec = try SpecLoading.load(path, offsets: offsets?.points ?? offset.map { [$0.point] })
            if let scale = scale.scale { spec.scale = scale }
            presentation.overrides.apply(to: &spec)
            let target: String
            let format: PictureFormat
            if toDirectory {
                format = file.format ?? .png
                target = ((output ?? ".") as NSString).appendingPathComponent("\(spec.name).\(format.rawValue)")
            } else if let output {
                format = try file.format(for: output)
                target = output
            } else {
                format = file.format ?? .png
                target = "\(spec.name).\(format.rawValue)"
            }
            try file.checkWritable(target)
            if let other = sources[target] {
                throw CLIError.badInput("\(other) and \(path) would both write \(target); give the specs different names")
            }
            sources[target] = path
            files.append((target, try Self.render(spec, as: format)))
        }
        try OutputFiles.write(files)
    }

    /// The bytes of `spec`'s picture in `format`.
    private static func render(_ spec: Spec, as format: PictureFormat) throws(CLIError) -> [UInt8] {
        let picture: Picture
        do {
            picture = try SpecRenderer.picture(for: spec, layout: spec.computeLayout())
        } catch {
            throw CLIError(error)
        }
        do {
            return try picture.bytes(format)
        } catch {
            throw CLIError.badInput("\(spec.file): cannot encode PNG: \(error)")
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
