import LayoutCore
import LayoutRender
import LayoutSpec

/// Renders galleries: many specs to PNG and SVG in parallel, each with its contact-sheet card. Serves
/// `layoutshot` with no arguments (the built-in gallery) and `layoutshot gallery DIR`.
public enum GalleryRendering {
    /// One spec to render: the name of its pictures, its file and its text.
    public struct Entry: Sendable {
        /// File name without extension for `NAME.png` and `NAME.svg`.
        public let name: String
        /// The spec file, for messages and the contact sheet.
        public let file: String
        /// The spec text.
        public let bytes: [UInt8]

        /// Creates an entry.
        public init(name: String, file: String, bytes: [UInt8]) {
            self.name = name
            self.file = file
            self.bytes = bytes
        }
    }

    /// A rendered entry, ready to write.
    public struct Rendered: Sendable {
        /// The PNG bytes.
        public let png: [UInt8]
        /// The SVG bytes.
        public let svg: [UInt8]
        /// Its card on the contact sheet.
        public let sheetEntry: ContactSheetEntry
    }

    /// Why entries could not be rendered: every bad entry's message, one per line.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// One message per entry that failed, in entry order.
        public let messages: [String]
        /// The messages, one per line.
        public var description: String { messages.joined(separator: "\n") }
    }

    /// Decodes and renders `entries` in parallel (one per core) with `overrides` over their own render
    /// settings, calling `progress` with each entry's name as it finishes (from any thread); throws every
    /// entry's error together, so that nothing is written when any spec is bad.
    public static func renderAll(
        _ entries: [Entry], overrides: PresentationOverrides = PresentationOverrides(),
        progress: (@Sendable (String) -> Void)? = nil
    ) throws(Failure) -> [Rendered] {
        let results = Parallel.map(entries.count, progress: progress.map { step in { _, index in step(entries[index].name) } }) { index in
            Result { () throws(Failure) in try render(entries[index], overrides: overrides) }
        }
        var rendered: [Rendered] = []
        var problems: [String] = []
        for result in results {
            switch result {
            case .success(let output): rendered.append(output)
            case .failure(let error): problems += error.messages
            }
        }
        guard problems.isEmpty else { throw Failure(messages: problems) }
        return rendered
    }

    /// One entry as PNG and SVG: its variant sheet when it has variants, else its own picture.
    public static func render(_ entry: Entry, overrides: PresentationOverrides = PresentationOverrides()) throws(Failure) -> Rendered {
        let source: SpecSource
        let variants: [SpecVariant]
        do {
            source = try SpecSource(entry.bytes, file: entry.file)
            variants = try source.variants()
        } catch {
            throw Failure(messages: [error.description])
        }
        var spec = variants[0].spec
        overrides.apply(to: &spec)
        let picture: Picture
        var details = [spec.layout.kind.rawValue, "\(DecimalFormat.format(spec.layout.viewport.width))×\(DecimalFormat.format(spec.layout.viewport.height)) pt"]
        if source.hasMatrix {
            do {
                picture = try MatrixSheet.picture(of: source, overrides: overrides)
            } catch {
                throw Failure(messages: ["\(error)"])
            }
            details.append("\((try? source.combinations().count) ?? 0) combinations")
        } else if variants[0].isVariant {
            do {
                picture = try ReviewSheet.picture(of: [variants], overrides: overrides)
            } catch {
                throw Failure(messages: [error.description])
            }
            details.append("\(variants.count) variants")
        } else {
            let layout = spec.computeLayout()
            do {
                picture = try SpecRenderer.picture(for: spec, layout: layout)
            } catch {
                throw Failure(messages: [error.description])
            }
            details.append("\(layout.elementCount) elements")
        }
        let png: [UInt8]
        do {
            png = try picture.png()
        } catch {
            throw Failure(messages: ["\(entry.file): cannot encode PNG: \(error)"])
        }
        var description: String?
        if case .string(let text)? = variants[0].value["description"] { description = text }
        return Rendered(
            png: png, svg: Array(picture.svg().utf8),
            sheetEntry: ContactSheetEntry(
                name: entry.name, title: spec.name, details: details, description: description, source: entry.file,
                size: picture.scene.size))
    }
}
