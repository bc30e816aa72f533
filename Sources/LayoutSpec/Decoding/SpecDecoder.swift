import Foundation
import LayoutCore

/// Turns spec files (JSON, or YAML with the same keys) into validated `Spec` values.
public enum SpecDecoder {
    static let topLevelKeys = Set([
        "name", "description", "viewport", "scale", "offset", "offsets", "layout", "sections", "render", "variants",
        "matrix",
    ]).union(CompositionalDecoder.topLevelKeys).union(deviceKeys)
    /// Upper bound on the frames of a filmstrip.
    static let maximumOffsets = 64
    /// The largest spec file read: 32 MiB holds a list of 1,100,000 items written out one by one, and
    /// parsing it stays well under a gigabyte.
    public static let maximumFileBytes = 32 << 20

    /// Reads and decodes the spec file at `path`; at a `textSize` other than Large, what the spec sizes by its text
    /// grows as `matrix.textSizes` makes it.
    public static func decode(
        contentsOfFile path: String, offsets: [Point2D]? = nil, textSize: TextSizeCategory = .large
    ) throws(SpecError) -> Spec {
        try decode(bytes(ofFile: path), file: path, offsets: offsets, textSize: textSize)
    }

    /// The bytes of the spec file at `path`, or why it cannot be read (a file of more than
    /// `maximumFileBytes` is refused from its size).
    public static func bytes(ofFile path: String) throws(SpecError) -> [UInt8] {
        switch InputFile.read(path, maximumBytes: maximumFileBytes) {
        case .success(let bytes): return bytes
        case .failure(let problem): throw SpecError.unreadable(file: path, reason: problem.reason(expected: "a spec file"))
        }
    }

    /// Decodes spec text; `file` names it in messages and decides JSON or YAML by its extension
    /// (`.yaml`/`.yml` is YAML; otherwise JSON, or YAML when the text does not start with `{`).
    /// `offsets` replaces the spec's own `offset`/`offsets`, as `--offset` on the command line does; `textSize` sizes
    /// its `text` items (a spec's own `matrix.textSizes`, when it lists them, wins).
    public static func decode(
        _ bytes: [UInt8], file: String, offsets: [Point2D]? = nil, textSize: TextSizeCategory = .large
    ) throws(SpecError) -> Spec {
        let root = try parse(bytes, file: file)
        let top = try SpecReader(file: file, path: "", value: root).object(allowing: topLevelKeys)
        return try decode(top, file: file, offsetsOverride: offsets, textSize: textSize)
    }

    /// Parses text into a `SpecValue` without interpreting it: UTF-8 only (a byte order mark, which some
    /// Windows editors write, is skipped), of at most `maximumFileBytes`.
    public static func parse(_ bytes: [UInt8], file: String) throws(SpecError) -> SpecValue {
        guard bytes.count <= maximumFileBytes else {
            throw SpecError.unreadable(
                file: file, reason: InputFile.Problem.tooLarge(bytes: bytes.count, limit: maximumFileBytes).reason(expected: "a spec file"))
        }
        let bytes = try UTF8Text.checked(bytes, file: file)
        let lower = file.lowercased()
        let isYAML = lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
        let firstSignificant = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if !isYAML, firstSignificant == nil || firstSignificant == UInt8(ascii: "{") || firstSignificant == UInt8(ascii: "[")
            || lower.hasSuffix(".json")
        {
            let value = try JSONParser.parse(bytes, file: file)
            guard case .object = value else {
                throw SpecError.invalid(file: file, path: "", message: "the spec must be a JSON object, got \(value.brief)")
            }
            return value
        }
        let value = try YAMLReader.parse(Array(bytes), file: file)
        guard case .object = value else {
            throw SpecError.invalid(file: file, path: "", message: "the spec must be a mapping, got \(value.brief)")
        }
        return value
    }

    /// Decodes a checked top-level object; `SpecVariants` comes in here with each variant merged in, `SpecMatrix` with
    /// each combination as `placement` (its device model and orientation, resolved once when the matrix was read) and its
    /// text size. A spec with a `matrix` decodes as its first combination
    /// (its direction included). A spec with a `matrix` or `variants` is refused when its combinations are over their
    /// limits, whichever command reads it.
    static func decode(
        _ top: SpecReader, file: String, offsetsOverride: [Point2D]?, textSize: TextSizeCategory = .large,
        placement: SpecCombination? = nil
    ) throws(SpecError) -> Spec {
        let combinations = try top.child("matrix") == nil && top.child("variants") == nil ? [] : SpecMatrix.combinations(in: top)
        if top.child("matrix") != nil, let first = combinations.first {
            let reader = try SpecReader(file: file, path: "", value: SpecMatrix.withoutAxes(top.value)).object(allowing: topLevelKeys)
            var spec = try decode(
                reader, file: file, offsetsOverride: offsetsOverride, textSize: first.textSize ?? textSize, placement: first)
            spec.direction = first.direction ?? .leftToRight
            return spec
        }
        let name = try top.child("name")?.fileName() ?? Self.baseName(of: file)
        _ = try top.child("description")?.shortText()
        let device = try deviceScreen(in: top, placement: placement)
        let viewportReader = try device == nil ? top.required("viewport").object(allowing: ["width", "height"]) : top.child("device") ?? top
        let viewport: Size2D
        if let device {
            viewport = device.screen.size
        } else {
            viewport = Size2D(
                width: try viewportReader.required("width").positive(), height: try viewportReader.required("height").positive())
        }
        let scaleReader = top.child("scale")
        let scale = try scaleReader?.number() ?? device?.model.scale ?? 1
        if let scaleReader, !PixelLimits.isValidScale(scale) {
            throw scaleReader.fail("must be \(PixelLimits.scaleRequirement), got \(SpecValue.format(scale))")
        }
        for (key, extent) in [("width", viewport.width), ("height", viewport.height)]
        where !PixelLimits.fits(extent, scale: scale) {
            throw try (device == nil ? viewportReader.required(key) : viewportReader).fail(
                "\(SpecValue.format(extent)) pt at scale \(SpecValue.format(scale)) exceeds the limit of "
                    + "\(PixelLimits.maximumPixelsPerSide) px per side")
        }
        if !PixelLimits.fitsInAll(width: viewport.width, height: viewport.height, scale: scale) {
            throw viewportReader.fail(
                "\(SpecValue.format(viewport.width))×\(SpecValue.format(viewport.height)) pt at scale \(SpecValue.format(scale)) "
                    + "exceeds the limit of \(PixelLimits.maximumPixelCount) px in all")
        }

        var offsets = [Point2D.zero]
        var offsetGiven = false
        if let single = top.child("offset") {
            if top.child("offsets") != nil { throw single.fail("give either offset or offsets, not both") }
            let p = try single.point()
            offsets = [Point2D(x: p.x, y: p.y)]
            offsetGiven = true
        } else if let list = top.child("offsets") {
            let readers = try list.elements()
            guard (1...maximumOffsets).contains(readers.count) else {
                throw list.fail("must list 1 to \(maximumOffsets) offsets, got \(readers.count)")
            }
            offsets = []
            for reader in readers {
                let p = try reader.point()
                offsets.append(Point2D(x: p.x, y: p.y))
            }
            offsetGiven = true
        }
        if let offsetsOverride, !offsetsOverride.isEmpty {
            offsets = offsetsOverride
            offsetGiven = true
        }

        let layoutReader = try top.required("layout")
        let isCompositional = CompositionalDecoder.isCompositional(layoutReader)
        if let variants = top.child("variants") {
            if isCompositional { throw variants.fail("variants apply to the engine's kinds, not to kind \"compositional\"") }
            _ = try SpecVariants.overrides(in: variants)
        }
        let sectionReaders = try top.required("sections").elements()
        let layout: LayoutSource
        let (texts, fontSizes): ([[String?]?], [Double])
        if isCompositional {
            let decoded = try CompositionalDecoder.decode(
                top: top, layout: layoutReader, sections: sectionReaders, viewport: viewport, safeArea: device?.screen.safeArea ?? .zero)
            (layout, texts, fontSizes) = (.compositional(decoded.compositional), decoded.texts, decoded.fontSizes)
        } else {
            try CompositionalDecoder.rejectCompositionalKeys(in: top)
            var configuration: LayoutConfiguration
            (configuration, texts, fontSizes) = try LayoutDecoder.decode(
                layout: layoutReader, sections: sectionReaders, viewport: viewport, textSize: textSize)
            configuration.viewport = viewport
            layout = .engine(configuration)
        }

        // A filmstrip across orthogonal offsets shows the viewport, as one across offsets does.
        let orthogonalFilmstrip = (layout.compositional?.orthogonalOffsetFrames.count ?? 0) > 1
        var render = RenderSettings(area: offsetGiven || orthogonalFilmstrip ? .viewport : .content)
        if let renderReader = try top.child("render")?.object(
            allowing: ["area", "labels", "theme", "annotate", "grid", "deviceFrame"])
        {
            if let area = renderReader.child("area") { render.area = try area.choice(RenderArea.self) }
            if let labels = renderReader.child("labels") { render.labels = try labels.bool() }
            if let theme = renderReader.child("theme") { render.theme = try theme.choice(Theme.self) }
            if let annotate = renderReader.child("annotate") { render.annotate = try annotate.bool() }
            if let deviceFrame = renderReader.child("deviceFrame") { render.deviceFrame = try deviceFrame.bool() }
            if let grid = renderReader.child("grid") {
                let spacing = try grid.number()
                guard RenderSettings.gridSpacingRange.contains(spacing) else {
                    throw grid.fail(
                        "must be a grid spacing in points from \(SpecValue.format(RenderSettings.gridSpacingRange.lowerBound)) "
                            + "to \(SpecValue.format(RenderSettings.gridSpacingRange.upperBound)), got \(SpecValue.format(spacing))")
                }
                render.grid = spacing
            }
        }
        return Spec(
            name: name, file: file, layout: layout, scale: scale, offsets: offsets, render: render,
            itemTexts: texts, textFontSizes: fontSizes, scaleIsExplicit: scaleReader != nil)
    }

    static func baseName(of file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
