import LayoutRender
import LayoutShotHostPictures
import LayoutShotSwiftUI

// The strategies a SwiftUI view's layout is checked with (`LayoutSnapshotSubject.view(_:proposal:environment:)`).

extension Snapshotting where Value == ViewLayout, Format == LayoutDocument {
    /// Every view's frame as layout output (`.layout.json`); a difference names each view by its path.
    public static var layout: Snapshotting {
        var diffing = Diffing<LayoutDocument>.layout
        diffing.diff = { expected, actual in
            let diff = LayoutDiff(expected: expected, actual: actual)
            return diff.isEmpty ? nil : SnapshotDifference(message: ViewLayoutDiff.describe(diff))
        }
        return Snapshotting(pathExtension: "layout.json", diffing: diffing) { LayoutDocument($0.resolvedLayout()) }
    }
}

extension Snapshotting where Value == ViewLayout, Format == Bitmap {
    /// The views at scale 1 as PNG, drawn as the device shows them, compared with the scope's image options.
    public static var png: Snapshotting {
        Snapshotting<Picture, Bitmap>.png().pullback { layout throws(SnapshotError) in
            try ViewLayoutPicture.picture(of: layout, scale: 1)
        }
    }

    /// The views as PNG at `scale`, compared with a per-pixel `threshold` and a whole-image `tolerance`.
    public static func png(
        scale: Double, threshold: Double = ImageDiffOptions.default.threshold, tolerance: ImageTolerance = .pixels(0),
        detectsAntialiasing: Bool = true
    ) -> Snapshotting {
        let options = ImageDiffOptions(threshold: threshold, detectsAntialiasing: detectsAntialiasing, tolerance: tolerance)
        return Snapshotting<Picture, Bitmap>.png(options).pullback { layout throws(SnapshotError) in
            try ViewLayoutPicture.picture(of: layout, scale: scale)
        }
    }
}

extension Snapshotting where Value == ViewLayout, Format == String {
    /// The views as SVG.
    public static var svg: Snapshotting {
        Snapshotting<Picture, String>.svg.pullback { layout throws(SnapshotError) in try ViewLayoutPicture.picture(of: layout, scale: 1) }
    }
}

extension AnySnapshotting where Value == ViewLayout {
    /// Every view's frame as layout output.
    public static var layout: AnySnapshotting { AnySnapshotting(Snapshotting<ViewLayout, LayoutDocument>.layout) }
    /// The views as PNG at scale 1.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<ViewLayout, Bitmap>.png) }
    /// The views as SVG.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<ViewLayout, String>.svg) }
}

/// The picture of a view layout, its limits as a snapshot error.
enum ViewLayoutPicture {
    static func picture(of layout: ViewLayout, scale: Double) throws(SnapshotError) -> Picture {
        do {
            return try LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: scale)
        } catch {
            throw .picture(error)
        }
    }
}

/// A layout difference told by view path: `VStack/Text[0]: frame [0, 0, 40, 20] → [0, 0, 48, 20]`.
enum ViewLayoutDiff {
    static func describe(_ diff: LayoutDiff) -> String {
        var changed = 0, added = 0, removed = 0
        var lines: [String] = []
        for change in diff.changes {
            switch change {
            case .changed(let element, _):
                changed += 1
                lines.append(renamed(change, element))
            case .added(let element):
                added += 1
                lines.append(renamed(change, element))
            case .removed(let element):
                removed += 1
                lines.append(renamed(change, element))
            case .viewport, .offset, .contentSize:
                lines.append(change.description.replacingOccurrences(of: "contentSize", with: "size"))
            }
        }
        var counts: [String] = []
        if changed > 0 { counts.append("\(changed) view\(changed == 1 ? "" : "s") changed") }
        if added > 0 { counts.append("\(added) added") }
        if removed > 0 { counts.append("\(removed) removed") }
        if counts.isEmpty { counts.append("size changed") }
        let shown = lines.prefix(LayoutDiff.shownChanges).map { "  \($0)" }
        let more = lines.count > LayoutDiff.shownChanges ? ["  … and \(lines.count - LayoutDiff.shownChanges) more changes"] : []
        return (["layout: " + counts.joined(separator: ", ")] + shown + more).joined(separator: "\n")
    }

    /// The change's line with the element's generic name (`cell 0·3`) replaced by the view's path.
    private static func renamed(_ change: LayoutDiff.Change, _ element: LayoutAttributes) -> String {
        let generic = LayoutDiff.name(of: element)
        let line = change.description
        guard let path = element.elementKind, line.hasPrefix(generic) else { return line }
        return path + line.dropFirst(generic.count)
    }
}
