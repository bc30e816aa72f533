import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec

/// A way to snapshot values of type `Value` as a `Format` stored in files ending `pathExtension`:
/// the swift-snapshot-testing `Snapshotting` idea. A few base strategies (`image`, `text`,
/// `layoutDocument`) are turned into strategies for specs and layouts with `pullback`.
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference file's extension without the dot: `png`, `svg`, `layout.json`.
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Turns a value into the format.
    public var snapshot: @Sendable (Value) throws(SnapshotError) -> Format

    /// Creates a strategy: how values become the format, and how the format is stored and compared.
    public init(
        pathExtension: String, diffing: Diffing<Format>,
        snapshot: @escaping @Sendable (Value) throws(SnapshotError) -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another kind of value, given a way to turn it into this one's.
    public func pullback<NewValue>(
        _ transform: @escaping @Sendable (NewValue) throws(SnapshotError) -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value throws(SnapshotError) in
            try snapshot(try transform(value))
        }
    }
}

// MARK: - Base strategies

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// Bitmaps as PNG files, compared with `ImageDiff` (with the scope's options when none are given).
    public static func image(_ options: ImageDiffOptions? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(options)) { $0 }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text files, compared line by line.
    public static func text(pathExtension: String = "txt") -> Snapshotting {
        Snapshotting(pathExtension: pathExtension, diffing: .lines) { $0 }
    }
}

extension Snapshotting where Value == LayoutDocument, Format == LayoutDocument {
    /// Layout output files (`.layout.json`), compared element by element.
    public static var layoutDocument: Snapshotting {
        Snapshotting(pathExtension: "layout.json", diffing: .layout) { $0 }
    }
}

// MARK: - Pictures (what specs, rendered specs and resolved layouts draw)

extension Snapshotting where Value == Picture, Format == Bitmap {
    /// The picture rasterized at its scale, compared with `options` (the scope's when none are given).
    public static func png(_ options: ImageDiffOptions? = nil) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(options).pullback { $0.bitmap() }
    }
}

extension Snapshotting where Value == Picture, Format == String {
    /// The picture as SVG text.
    public static var svg: Snapshotting { Snapshotting<String, String>.text(pathExtension: "svg").pullback { $0.svg() } }
}

// MARK: - Rendered specs (layout and picture computed once)

extension Snapshotting where Value == RenderedSpec, Format == LayoutDocument {
    /// The layout output at the spec's offset (what `layoutshot layout` prints).
    public static var layout: Snapshotting { Snapshotting<LayoutDocument, LayoutDocument>.layoutDocument.pullback(\.layout) }
}

extension Snapshotting where Value == RenderedSpec, Format == Bitmap {
    /// The picture rasterized at its scale, compared with `options` (the scope's when none are given).
    public static func png(_ options: ImageDiffOptions? = nil) -> Snapshotting {
        Snapshotting<Picture, Bitmap>.png(options).pullback { $0.picture }
    }
}

extension Snapshotting where Value == RenderedSpec, Format == String {
    /// The picture as SVG text.
    public static var svg: Snapshotting { Snapshotting<Picture, String>.svg.pullback { $0.picture } }
}

// MARK: - Specs

extension Snapshotting where Value == Spec, Format == Bitmap {
    /// The spec rendered at its scale as PNG, compared with the scope's options, else the default
    /// (strict) `ImageDiffOptions`.
    public static var png: Snapshotting { Snapshotting<RenderedSpec, Bitmap>.png().pullback(Spec.rendered) }

    /// The spec rendered as PNG, compared with a per-pixel `threshold`, a whole-image `tolerance`
    /// and optional anti-aliasing detection.
    public static func png(
        threshold: Double = ImageDiffOptions.default.threshold, tolerance: ImageTolerance = .pixels(0),
        detectsAntialiasing: Bool = true
    ) -> Snapshotting {
        let options = ImageDiffOptions(threshold: threshold, detectsAntialiasing: detectsAntialiasing, tolerance: tolerance)
        return Snapshotting<RenderedSpec, Bitmap>.png(options).pullback(Spec.rendered)
    }
}

extension Snapshotting where Value == Spec, Format == String {
    /// The spec rendered as SVG text.
    public static var svg: Snapshotting { Snapshotting<RenderedSpec, String>.svg.pullback(Spec.rendered) }
}

extension Snapshotting where Value == Spec, Format == LayoutDocument {
    /// The spec's layout output at its offset (what `layoutshot layout` prints); no picture is made.
    public static var layout: Snapshotting {
        Snapshotting<LayoutDocument, LayoutDocument>.layoutDocument.pullback { SpecRenderer.layoutDocument(for: $0) }
    }
}

// MARK: - Layouts built in code

extension Spec {
    /// The spec's layout output and picture, its errors as snapshot errors.
    @Sendable static func rendered(_ spec: Spec) throws(SnapshotError) -> RenderedSpec {
        try rendered(spec, memo: SnapshotMemo())
    }

    /// The same, from the memo's computed layout and rendering when another strategy of the assertion made them.
    @Sendable static func rendered(_ spec: Spec, memo: SnapshotMemo) throws(SnapshotError) -> RenderedSpec {
        try memo.value { () throws(SnapshotError) in
            let layout = try memo.value { spec.computeLayout() }
            do throws(SpecError) {
                return try SpecRenderer.render(spec, layout: layout)
            } catch {
                throw .spec(error)
            }
        }
    }

    /// The picture of `spec` from its already computed `layout`, its errors as snapshot errors.
    static func picture(_ spec: Spec, layout: ComputedLayout) throws(SnapshotError) -> Picture {
        do throws(SpecError) {
            return try SpecRenderer.picture(for: spec, layout: layout)
        } catch {
            throw .spec(error)
        }
    }

    /// The whole of an already computed layout at `scale`, drawn from it rather than from its configuration
    /// computed again.
    static func picture(of layout: EngineLayout, scale: Double) throws(SnapshotError) -> Picture {
        try picture(showing(layout.configuration, scale: scale), layout: .engine(layout))
    }

    /// A spec that shows a whole computed layout at scale 1 with the default style.
    static func showing(_ configuration: LayoutConfiguration, scale: Double = 1) -> Spec {
        Spec(name: "layout", layout: .engine(configuration), scale: scale)
    }
}

extension Snapshotting where Value == LayoutConfiguration, Format == Bitmap {
    /// The whole content at scale 1, as PNG, compared as `Snapshotting<Spec, Bitmap>.png` does.
    public static var png: Snapshotting { Snapshotting<Spec, Bitmap>.png.pullback { Spec.showing($0) } }

    /// The whole content as PNG at `scale`, compared as `Snapshotting<Spec, Bitmap>.png(...)` does.
    public static func png(
        scale: Double = 1, threshold: Double = ImageDiffOptions.default.threshold, tolerance: ImageTolerance = .pixels(0),
        detectsAntialiasing: Bool = true
    ) -> Snapshotting {
        Snapshotting<Spec, Bitmap>.png(threshold: threshold, tolerance: tolerance, detectsAntialiasing: detectsAntialiasing)
            .pullback { Spec.showing($0, scale: scale) }
    }
}

extension Snapshotting where Value == LayoutConfiguration, Format == String {
    /// The whole content as SVG.
    public static var svg: Snapshotting { Snapshotting<Spec, String>.svg.pullback { Spec.showing($0) } }
}

extension Snapshotting where Value == LayoutConfiguration, Format == LayoutDocument {
    /// The layout output at offset 0.
    public static var layout: Snapshotting { Snapshotting<Spec, LayoutDocument>.layout.pullback { Spec.showing($0) } }
}

extension Snapshotting where Value == EngineLayout, Format == Bitmap {
    /// The whole content at scale 1, as PNG, compared as `Snapshotting<Spec, Bitmap>.png` does.
    public static var png: Snapshotting {
        Snapshotting<Picture, Bitmap>.png().pullback { layout throws(SnapshotError) in try Spec.picture(of: layout, scale: 1) }
    }

    /// The whole content as PNG at `scale`, compared as `Snapshotting<Spec, Bitmap>.png(...)` does.
    public static func png(
        scale: Double = 1, threshold: Double = ImageDiffOptions.default.threshold, tolerance: ImageTolerance = .pixels(0),
        detectsAntialiasing: Bool = true
    ) -> Snapshotting {
        let options = ImageDiffOptions(threshold: threshold, detectsAntialiasing: detectsAntialiasing, tolerance: tolerance)
        return Snapshotting<Picture, Bitmap>.png(options).pullback { layout throws(SnapshotError) in
            try Spec.picture(of: layout, scale: scale)
        }
    }
}

extension Snapshotting where Value == EngineLayout, Format == String {
    /// The whole content as SVG.
    public static var svg: Snapshotting {
        Snapshotting<Picture, String>.svg.pullback { layout throws(SnapshotError) in try Spec.picture(of: layout, scale: 1) }
    }
}

extension Snapshotting where Value == EngineLayout, Format == LayoutDocument {
    /// The layout output at offset 0.
    public static var layout: Snapshotting {
        Snapshotting<LayoutDocument, LayoutDocument>.layoutDocument.pullback { layout in
            LayoutDocument(ComputedLayout.engine(layout), at: .zero)
        }
    }
}
