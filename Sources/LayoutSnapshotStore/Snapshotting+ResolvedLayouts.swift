import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec

// Strategies for layouts computed by any code (the UIKit host, a compositional layout) and resolved at
// one or more offsets: one picture frame per offset, a filmstrip when several.

extension Diffing where Format == [LayoutDocument] {
    /// Layout output at several offsets, compared document by document with `LayoutDiff`.
    public static var layouts: Diffing {
        Diffing(
            toBytes: { documents, _ in Array(LayoutJSON.encode(documents).utf8) },
            fromBytes: { bytes, path throws(SnapshotError) in
                do throws(SpecError) { return try LayoutJSON.decodeDocuments(bytes, file: path) } catch { throw .invalidReference(error) }
            },
            diff: { expected, actual in
                guard expected.count == actual.count else {
                    return SnapshotDifference(message: "layout: \(expected.count) offsets recorded, \(actual.count) now")
                }
                let diffs = zip(expected, actual).map { LayoutDiff(expected: $0, actual: $1) }
                guard diffs.contains(where: { !$0.isEmpty }) else { return nil }
                guard diffs.count > 1 else { return SnapshotDifference(message: diffs[0].description) }
                let parts = zip(actual, diffs).filter { !$1.isEmpty }.map { document, diff in
                    "at \(LayoutPicture.caption(for: document.offset)): \(diff.description)"
                }
                return SnapshotDifference(message: parts.joined(separator: "\n"))
            },
            isIdentical: { LayoutJSON.encode($0) == LayoutJSON.encode($1) })
    }
}

extension Snapshotting where Value == [ResolvedLayout], Format == [LayoutDocument] {
    /// What each frame shows, as layout output (`.layout.json`): the layout diff names the index path that moved.
    public static var layout: Snapshotting {
        Snapshotting(pathExtension: "layout.json", diffing: .layouts) { $0.map(LayoutDocument.init) }
    }
}

extension Snapshotting where Value == [ResolvedLayout], Format == Bitmap {
    /// The frames at scale 1 as PNG, compared with the scope's image options.
    public static var png: Snapshotting { Snapshotting<Picture, Bitmap>.png().pullback { layouts throws(SnapshotError) in try picture(of: layouts, scale: 1) } }

    /// The frames as PNG at `scale`, compared with a per-pixel `threshold` and a whole-image `tolerance`.
    public static func png(
        scale: Double, threshold: Double = ImageDiffOptions.default.threshold, tolerance: ImageTolerance = .pixels(0),
        detectsAntialiasing: Bool = true
    ) -> Snapshotting {
        let options = ImageDiffOptions(threshold: threshold, detectsAntialiasing: detectsAntialiasing, tolerance: tolerance)
        return Snapshotting<Picture, Bitmap>.png(options).pullback { layouts throws(SnapshotError) in try picture(of: layouts, scale: scale) }
    }
}

extension Snapshotting where Value == [ResolvedLayout], Format == String {
    /// The frames as SVG.
    public static var svg: Snapshotting {
        Snapshotting<Picture, String>.svg.pullback { layouts throws(SnapshotError) in try picture(of: layouts, scale: 1) }
    }
}

extension AnySnapshotting where Value == [ResolvedLayout] {
    /// What each frame shows, as layout output.
    public static var layout: AnySnapshotting { AnySnapshotting(Snapshotting<[ResolvedLayout], [LayoutDocument]>.layout) }
    /// The frames as PNG at scale 1.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<[ResolvedLayout], Bitmap>.png) }
    /// The frames as SVG.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<[ResolvedLayout], String>.svg) }
}

/// The picture of `layouts` side by side, its limits as a snapshot error.
private func picture(of layouts: [ResolvedLayout], scale: Double) throws(SnapshotError) -> Picture {
    do {
        return try LayoutPicture.picture(of: LayoutPicture.frames(of: layouts), scale: scale)
    } catch {
        throw .picture(error)
    }
}
