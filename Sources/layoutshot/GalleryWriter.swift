import Dispatch
import Foundation
import LayoutCore
import LayoutRender
import LayoutSnapshotTesting
import LayoutSpec
import Synchronization

/// Renders galleries: many specs to PNG and SVG in parallel, with an `index.html` contact sheet. Serves
/// `layoutshot` with no arguments (the built-in gallery) and `layoutshot gallery DIR`.
enum GalleryWriter {
    /// One spec to render: the name of its pictures, its file and its variants.
    struct Entry: Sendable {
        /// File name without extension for `NAME.png` and `NAME.svg`.
        let name: String
        /// The spec file, for messages and the contact sheet.
        let file: String
        /// The spec text.
        let bytes: [UInt8]
    }

    /// A rendered entry, ready to write.
    struct Rendered: Sendable {
        let png: [UInt8]
        let svg: [UInt8]
        let sheetEntry: ContactSheetEntry
    }

    /// The file name of the contact sheet.
    static let indexName = "index.html"

    /// Writes the built-in gallery into `directory`: each spec as NAME.json with NAME.svg and NAME.png
    /// beside it, and index.html, printing every path written.
    static func writeBuiltIn(to directory: String) throws(CLIError) {
        let entries = BuiltInGallery.specs.map { spec in
            Entry(name: spec.name, file: path(directory, "\(spec.name).json"), bytes: Array(spec.json.utf8))
        }
        let rendered = try renderAll(entries, presentation: nil, progress: nil)
        var files: [(path: String, bytes: [UInt8])] = []
        for (entry, output) in zip(entries, rendered) {
            files += [(entry.file, entry.bytes), (path(directory, "\(entry.name).svg"), output.svg), (path(directory, "\(entry.name).png"), output.png)]
        }
        files.append((path(directory, indexName), Array(ContactSheet.html(title: "LayoutShot built-in gallery", entries: rendered.map(\.sheetEntry)).utf8)))
        try write(files)
    }

    /// Decodes and renders `entries` in parallel (one per core) with `presentation` over their own render
    /// settings, stepping `progress` as each finishes; throws every entry's error together, so that
    /// nothing is written when any spec is bad.
    static func renderAll(
        _ entries: [Entry], presentation: PresentationFlags?, progress: ProgressReporter?
    ) throws(CLIError) -> [Rendered] {
        let results = Mutex([Result<Rendered, CLIError>?](repeating: nil, count: entries.count))
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            let result = Result { () throws(CLIError) in try render(entries[index], presentation: presentation) }
            results.withLock { $0[index] = result }
            progress?.step(entries[index].name)
        }
        progress?.finish()
        var rendered: [Rendered] = []
        var problems: [String] = []
        for result in results.withLock({ $0 }) {
            switch result! {
            case .success(let output): rendered.append(output)
            case .failure(let error): problems.append(error.description)
            }
        }
        guard problems.isEmpty else { throw CLIError.badInput(problems.joined(separator: "\n")) }
        return rendered
    }

    /// One entry as PNG and SVG: its variant sheet when it has variants, else its own picture.
    static func render(_ entry: Entry, presentation: PresentationFlags?) throws(CLIError) -> Rendered {
        let variants: [SpecVariant]
        do {
            variants = try SpecVariants.expand(entry.bytes, file: entry.file)
        } catch {
            throw CLIError(error)
        }
        var spec = variants[0].spec
        presentation?.apply(to: &spec)
        let scene: RenderScene
        let scale: Double
        var details = [spec.layout.kind.rawValue, "\(DecimalFormat.format(spec.layout.viewport.width))×\(DecimalFormat.format(spec.layout.viewport.height)) pt"]
        if variants[0].isVariant {
            (scene, scale) = try ReviewCommand.sheet(of: [variants], presentation: presentation, scale: nil)
            details.append("\(variants.count) variants")
        } else {
            let layout = spec.layout.compute()
            do {
                scene = try SpecRenderer.scene(for: spec, layout: layout)
            } catch {
                throw CLIError(error)
            }
            scale = spec.scale
            details.append("\(layout.elementCount) elements")
        }
        var description: String?
        if case .string(let text)? = variants[0].value["description"] { description = text }
        return Rendered(
            png: try OutputFormat.png.encode(scene, scale: scale, file: entry.file),
            svg: try OutputFormat.svg.encode(scene, scale: scale, file: entry.file),
            sheetEntry: ContactSheetEntry(
                name: entry.name, title: spec.name, details: details, description: description, source: entry.file,
                size: scene.size))
    }

    /// Writes each file atomically, in order, printing its path.
    static func write(_ files: [(path: String, bytes: [UInt8])]) throws(CLIError) {
        for file in files {
            do {
                try AtomicFile.write(file.bytes, to: file.path)
            } catch {
                throw CLIError(error)
            }
            print("wrote \(file.path)")
        }
    }

    static func path(_ directory: String, _ name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }
}
