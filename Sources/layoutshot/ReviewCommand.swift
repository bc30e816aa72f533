import ArgumentParser
import Foundation
import LayoutCore
import LayoutRender
import LayoutSnapshotTesting
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

    @Option(help: "png or svg (default: from the output file's extension).")
    var format: OutputFormat?

    @Option(help: "Device pixels per point for PNG (default: the largest scale of the specs).")
    var scale: Double?

    @OptionGroup var presentation: PresentationFlags

    @Flag(help: "Replace the output file if it already exists.")
    var force = false

    func validate() throws {
        if specs.isEmpty { throw ValidationError("give at least one spec file") }
        if let scale, !(scale > 0 && scale <= 16) { throw ValidationError("--scale must be a number in (0, 16]") }
        try presentation.validate()
    }

    func run() throws {
        guard let chosen = format ?? OutputFormat(path: output) else {
            throw CLIError.badInput("\(output): cannot tell the format from the extension; pass --format png or --format svg")
        }
        if !force, FileManager.default.fileExists(atPath: output) {
            throw CLIError.badInput("\(output): already exists; pass --force to replace it")
        }
        var groups: [[SpecVariant]] = []
        for file in specs {
            do {
                groups.append(try SpecVariants.expand(contentsOfFile: file))
            } catch {
                throw CLIError(error)
            }
        }
        let sheet = try Self.sheet(of: groups, presentation: presentation, scale: scale)
        let bytes = try chosen.encode(sheet.scene, scale: sheet.scale, file: output)
        do {
            try AtomicFile.write(bytes, to: output)
        } catch {
            throw CLIError(error)
        }
        print("wrote \(output)")
    }

    /// The sheet of `groups` (the variants of each spec file, in order) with `presentation` over the specs'
    /// render settings, and the scale to rasterize it at.
    ///
    /// Variants are captioned with their overrides; when several files are shown, each picture is titled
    /// with its spec's name and a spec without variants lists the values in which it differs from the rest.
    static func sheet(
        of groups: [[SpecVariant]], presentation: PresentationFlags?, scale: Double?
    ) throws(CLIError) -> (scene: RenderScene, scale: Double) {
        let variants = groups.flatMap { $0 }.map { variant in
            var adjusted = variant
            presentation?.apply(to: &adjusted.spec)
            return adjusted
        }
        let severalFiles = groups.count > 1
        let differences = VariantDifferences.lines(among: variants.map(\.value))
        var panels: [SheetPanel] = []
        for (index, variant) in variants.enumerated() {
            let spec = variant.spec
            let layout = spec.layout.compute()
            let frames = SpecRenderer.frames(for: spec, layout: layout)
            let options = SpecRenderer.presentation(for: spec)
            let scene = PresentationBuilder.scene(of: layout, frames: frames, style: SpecRenderer.style(for: spec), options: options)
            let caption = variant.isVariant ? variant.captionLines : severalFiles ? differences[index] : []
            panels.append(SheetPanel(
                scene: scene, title: severalFiles ? spec.name : nil, caption: caption,
                outlined: frames.count == 1 && options.isPlain))
        }
        let first = variants[0]
        var title: String?
        if !severalFiles, first.isVariant {
            title = first.spec.name
            if case .string(let description)? = first.value["description"] { title! += " — " + description }
        }
        let theme = presentation?.chosenTheme ?? first.spec.render.theme
        let scene = SheetBuilder.sheet(of: panels, title: title, theme: theme == .dark ? .dark : .light)
        let chosenScale = scale ?? variants.map(\.spec.scale).max()!
        let limit = Double(Spec.maximumPixelsPerSide)
        let pixels = (scene.size.width * chosenScale).rounded(.up), rows = (scene.size.height * chosenScale).rounded(.up)
        guard pixels <= limit, rows <= limit else {
            let f = DecimalFormat.format
            throw CLIError.badInput(
                "\(groups.map { $0[0].spec.file }.joined(separator: ", ")): the sheet of \(f(scene.size.width))×\(f(scene.size.height)) pt "
                    + "at scale \(f(chosenScale)) is \(f(pixels))×\(f(rows)) px; the limit is \(Spec.maximumPixelsPerSide) px per side "
                    + "(lower --scale or show fewer pictures)")
        }
        return (scene, chosenScale)
    }
}

/// The presentation flags `review` and `gallery` share; each overrides the spec's `render` settings.
struct PresentationFlags: ParsableArguments {
    @Flag(help: "Draw insets, spacings and the content size as dimension lines with their values in points.")
    var annotate = false

    @Option(help: "Draw a square layout grid every N points (aligned with the content's origin).")
    var grid: Double?

    @Flag(name: .customLong("device-frame"), help: "Draw each viewport inside a device frame with a status bar.")
    var deviceFrame = false

    @Option(help: "light or dark (default: the spec's theme).")
    var theme: String?

    /// The theme asked for with `--theme`, if any.
    var chosenTheme: Theme? { theme.flatMap(Theme.init(rawValue:)) }

    func validate() throws {
        if let theme, Theme(rawValue: theme) == nil {
            throw ValidationError("--theme must be light or dark, got \"\(theme)\"")
        }
        if let grid, !RenderSettings.gridSpacingRange.contains(grid) {
            throw ValidationError(
                "--grid must be a number of points from \(DecimalFormat.format(RenderSettings.gridSpacingRange.lowerBound)) "
                    + "to \(DecimalFormat.format(RenderSettings.gridSpacingRange.upperBound))")
        }
    }

    /// `spec` with these flags applied over its own render settings.
    func apply(to spec: inout Spec) {
        if annotate { spec.render.annotate = true }
        if let grid { spec.render.grid = grid }
        if deviceFrame { spec.render.deviceFrame = true }
        if let chosenTheme { spec.render.theme = chosenTheme }
    }
}
