import Foundation
import LayoutCore
import LayoutRender
import LayoutSnapshotTesting
import LayoutSpec

/// Small specs and temporary folders for the snapshot tests.
enum Fixture {
    /// A two-column waterfall; `height` is item 0·3's height, the one tests change.
    /// With `viewport`, the picture is the 240×300 viewport at offset 0, so its size stays put.
    static func specJSON(height: Double = 80, scale: Double = 1, viewport: Bool = false) -> String {
        """
            {"viewport": {"width": 240, "height": 300}, "scale": \(scale),\(viewport ? " \"offset\": {\"x\": 0, \"y\": 0}," : "")
             "layout": {"kind": "waterfall", "columns": 2, "lineSpacing": 10, "interitemSpacing": 10,
                        "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
             "sections": [{"header": {"height": 30},
                           "items": [{"height": 60}, {"height": 90}, {"height": 40}, {"height": \(height)}, {"height": 50}]}]}
            """
    }

    static func spec(height: Double = 80, scale: Double = 1, viewport: Bool = false) throws -> Spec {
        try SpecDecoder.decode(Array(specJSON(height: height, scale: scale, viewport: viewport).utf8), file: "fixture.json")
    }

    static func bitmap(height: Double = 80, scale: Double = 1, viewport: Bool = false) throws -> Bitmap {
        try SpecRenderer.render(spec(height: height, scale: scale, viewport: viewport)).bitmap
    }

    /// A fresh empty folder.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Writes `text` to `directory/name`.
    @discardableResult
    static func write(_ text: String, to directory: String, _ name: String) throws -> String {
        let path = (directory as NSString).appendingPathComponent(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The bytes of every file in `directory`, by name.
    static func contents(of directory: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            out[name] = FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(name))
        }
        return out
    }

    /// A solid bitmap with optional pixels set.
    static func solid(_ width: Int, _ height: Int, _ color: RGBAColor = RGBAColor(r: 255, g: 255, b: 255, a: 255)) -> Bitmap {
        Bitmap(width: width, height: height, fill: color)
    }
}
