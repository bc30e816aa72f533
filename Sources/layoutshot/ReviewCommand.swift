import ArgumentParser
import LayoutPipeline
import LayoutSpec

/// `layoutshot review SPEC... -o SHEET`: several specs, or one spec's variants, side by side at one
/// scale, each captioned with what differs.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Lay several specs, or one spec's variants, side by side, captioned with what differs.",
        discussion: """
            A spec with "variants" (a list of layout overrides such as {"columns": 3}) shows one picture per \
            variant, captioned with the overridden keys. Several spec files show one picture each (or one per \
            variant), captioned with their name and the values in which they differ. Every picture is drawn \
            at the same scale: --scale, else the largest scale of the specs.
            """)

    @Argument(help: "Spec files (JSON or YAML).")
    var specs: [String]

    @Option(name: .shortAndLong, help: "The sheet to write (.png or .svg).")
    var output: String

    @OptionGroup var file: PictureFileOptions

    @OptionGroup var scale: ScaleOption

    @OptionGroup var presentation: PresentationFlags

    func validate() throws {
        if specs.isEmpty { throw ValidationError("give at least one spec file") }
    }

    func run() throws {
        let format = try file.format(for: output)
        try file.checkWritable(output)
        try OutputFiles.refuseInput(output, inputs: specs)
        if specs.count == 1, let source = try? SpecSource.read(contentsOfFile: specs[0]), source.hasMatrix {
            try writeMatrix(source, format: format)
            return
        }
        var groups: [[SpecVariant]] = []
        for path in specs {
            do {
                groups.append(try SpecVariants.expand(contentsOfFile: path))
            } catch {
                throw CLIError(error)
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try ReviewSheet.picture(of: groups, overrides: presentation.overrides, scale: scale.scale).bytes(format)
        } catch let error as ReviewSheet.Failure {
            throw CLIError.badInput(error.description)
        } catch {
            throw CLIError.badInput("\(output): cannot encode PNG: \(error)")
        }
        try OutputFiles.write([(output, bytes)])
    }

    /// One spec with a `matrix`: its matrix sheet.
    private func writeMatrix(_ source: SpecSource, format: PictureFormat) throws {
        let bytes: [UInt8]
        do {
            bytes = try MatrixSheet.picture(of: source, overrides: presentation.overrides, scale: scale.scale)
                .bytes(format)
        } catch let error as SpecError {
            throw CLIError(error)
        } catch let error as ReviewSheet.Failure {
            throw CLIError.badInput(error.description)
        } catch {
            throw CLIError.badInput("\(output): cannot encode PNG: \(error)")
        }
        try OutputFiles.write([(output, bytes)])
    }
}
