import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec

// Strategies for frames that carry their own captions, such as a transition's stages: one picture frame per
// layout, a filmstrip when several. The strategies for `[ResolvedLayout]` are these, captioned by offset.

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
                // Frames at one offset (a transition's stages) are told apart by their place in the filmstrip.
                let distinctOffsets = Set(actual.map { "\($0.offset.x),\($0.offset.y)" }).count == actual.count
                let parts = diffs.enumerated().filter { !$1.isEmpty }.map { index, diff in
                    let place = distinctOffsets
                        ? "at \(LayoutPicture.caption(for: actual[index].offset))" : "in frame \(index + 1) of \(actual.count)"
                    return "\(place): \(diff.description)"
                }
                return SnapshotDifference(message: parts.joined(separator: "\n"))
            },
            isIdentical: { LayoutJSON.encode($0) == LayoutJSON.encode($1) },
            fromFile: { file, path throws(SnapshotError) in
                do throws(SpecError) { return try LayoutJSON.decodeDocuments(file, file: path) } catch { throw .invalidReference(error) }
            })
    }
}

extension Snapshotting where Value == [SceneFrame], Format == [LayoutDocument] {
    /// What each frame shows, as layout output (`.layout.json`); captions are not part of it.
    public static var layout: Snapshotting {
        Snapshotting(pathExtension: "layout.json", diffing: .layouts) { $0.map { LayoutDocument($0.layout) } }
    }
}

extension Snapshotting where Value == [SceneFrame], Format == Bitmap {
    /// The frames and their captions at scale 1 as PNG, compared with the scope's image options.
    public static var png: Snapshotting { Snapshotting<Picture, Bitmap>.png().pullback { frames throws(SnapshotError) in try picture(of: frames, scale: 1) } }

    /// The frames and their captions as PNG at `scale`, compared with a per-pixel `threshold` and a whole-image
    /// `tolerance`.
    public static func png(
        scale: Double, threshold: Double = ImageDiffOptions.default.threshold, tolerance: ImageTolerance = .pixels(0),
        detectsAntialiasing: Bool = true
    ) -> Snapshotting {
        let options = ImageDiffOptions(threshold: threshold, detectsAntialiasing: detectsAntialiasing, tolerance: tolerance)
        return Snapshotting<Picture, Bitmap>.png(options).pullback { frames throws(SnapshotError) in try picture(of: frames, scale: scale) }
    }
}

extension Snapshotting where Value == [SceneFrame], Format == String {
    /// The frames and their captions as SVG.
    public static var svg: Snapshotting {
        Snapshotting<Picture, String>.svg.pullback { frames throws(SnapshotError) in try picture(of: frames, scale: 1) }
    }
}

extension AnySnapshotting where Value == [SceneFrame] {
    /// What each frame shows, as layout output.
    public static var layout: AnySnapshotting { AnySnapshotting(Snapshotting<[SceneFrame], [LayoutDocument]>.layout) }
    /// The frames and their captions as PNG at scale 1.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<[SceneFrame], Bitmap>.png) }
    /// The frames and their captions as SVG.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<[SceneFrame], String>.svg) }
}

/// The picture of `frames` side by side, its limits as a snapshot error.
private func picture(of frames: [SceneFrame], scale: Double) throws(SnapshotError) -> Picture {
    do {
        return try LayoutPicture.picture(of: frames, scale: scale)
    } catch {
        throw .picture(error)
    }
}
