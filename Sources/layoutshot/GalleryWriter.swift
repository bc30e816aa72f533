import Foundation
import LayoutPipeline

/// Writes the built-in gallery: `layoutshot` with no arguments.
enum GalleryWriter {
    /// The file name of the contact sheet.
    static let indexName = "index.html"

    /// Writes the built-in gallery into `directory`: each spec as NAME.json with NAME.svg and NAME.png
    /// beside it, and index.html, printing every path written.
    static func writeBuiltIn(to directory: String) throws(CLIError) {
        let entries = try BuiltInGallery.specs().map { spec in
            GalleryRendering.Entry(name: spec.name, file: path(directory, "\(spec.name).json"), bytes: spec.bytes)
        }
        let rendered = try render(entries, overrides: PresentationOverrides(), progress: nil)
        var files: [(path: String, bytes: [UInt8])] = []
        for (entry, output) in zip(entries, rendered) {
            files += [(entry.file, entry.bytes), (path(directory, "\(entry.name).svg"), output.svg), (path(directory, "\(entry.name).png"), output.png)]
        }
        files.append((path(directory, indexName), Array(ContactSheet.html(title: "LayoutShot built-in gallery", entries: rendered.map(\.sheetEntry)).utf8)))
        try OutputFiles.write(files)
    }

    /// `GalleryRendering.renderAll` with its failures as bad input.
    static func render(
        _ entries: [GalleryRendering.Entry], overrides: PresentationOverrides, progress: ProgressReporter?
    ) throws(CLIError) -> [GalleryRendering.Rendered] {
        defer { progress?.finish() }
        var step: (@Sendable (String) -> Void)?
        if let progress { step = { progress.step($0) } }
        do {
            return try GalleryRendering.renderAll(entries, overrides: overrides, progress: step)
        } catch {
            throw CLIError.badInput(error.description)
        }
    }

    static func path(_ directory: String, _ name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }
}
