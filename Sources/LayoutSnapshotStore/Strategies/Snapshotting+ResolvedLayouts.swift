import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec

// Strategies for layouts computed by any code (the UIKit host, a compositional layout) and resolved at
// one or more offsets: the frame strategies, each frame captioned with its offset when there are several.

extension Snapshotting where Value == [ResolvedLayout], Format == [LayoutDocument] {
    /// What each frame shows, as layout output (`.layout.json`): the layout diff names the index path that moved.
    public static var layout: Snapshotting {
        Snapshotting(pathExtension: "layout.json", diffing: .layouts) { $0.map(LayoutDocument.init) }
    }
}

extension Snapshotting where Value == [ResolvedLayout], Format == Bitmap {
    /// The frames at scale 1 as PNG, compared with the scope's image options.
    public static var png: Snapshotting { Snapshotting<[SceneFrame], Bitmap>.png.pullback(offsetCaptioned) }

    /// The frames as PNG at `scale`, compared with a per-pixel `threshold` and a whole-image `tolerance`.
    public static func png(
        scale: Double, threshold: Double = ImageDiffOptions.default.threshold, tolerance: ImageTolerance = .pixels(0),
        detectsAntialiasing: Bool = true
    ) -> Snapshotting {
        Snapshotting<[SceneFrame], Bitmap>.png(
            scale: scale, threshold: threshold, tolerance: tolerance, detectsAntialiasing: detectsAntialiasing
        ).pullback(offsetCaptioned)
    }
}

extension Snapshotting where Value == [ResolvedLayout], Format == String {
    /// The frames as SVG.
    public static var svg: Snapshotting { Snapshotting<[SceneFrame], String>.svg.pullback(offsetCaptioned) }
}

extension AnySnapshotting where Value == [ResolvedLayout] {
    /// What each frame shows, as layout output.
    public static var layout: AnySnapshotting { AnySnapshotting(Snapshotting<[ResolvedLayout], [LayoutDocument]>.layout) }
    /// The frames as PNG at scale 1.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<[ResolvedLayout], Bitmap>.png) }
    /// The frames as SVG.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<[ResolvedLayout], String>.svg) }
}

/// The frames of `layouts`, captioned with their offsets when there are several.
@Sendable private func offsetCaptioned(_ layouts: [ResolvedLayout]) -> [SceneFrame] {
    LayoutPicture.frames(of: layouts)
}
