import Foundation
import LayoutCore
import LayoutRender
import LayoutPipeline
import LayoutShotTestSupport
import LayoutSpec

/// Small specs and temporary folders for the snapshot tests.
enum Fixture {
    static func specJSON(height: Double = 80, scale: Double = 1, viewport: Bool = false) -> String {
        TestSpecs.waterfallJSON(height: height, scale: scale, viewport: viewport)
    }

    static func spec(height: Double = 80, scale: Double = 1, viewport: Bool = false) throws -> Spec {
        try TestSpecs.waterfall(height: height, scale: scale, viewport: viewport)
    }

    static func bitmap(height: Double = 80, scale: Double = 1, viewport: Bool = false) throws -> Bitmap {
        try SpecRenderer.render(spec(height: height, scale: scale, viewport: viewport)).picture.bitmap()
    }

    /// A fresh empty folder.
    static func temporaryDirectory() throws -> String {
        try TemporaryDirectory.make(prefix: "layoutshot-snap").path
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
        try TemporaryDirectory.contents(of: directory)
    }

    /// A solid bitmap with optional pixels set.
    static func solid(_ width: Int, _ height: Int, _ color: RGBAColor = RGBAColor(r: 255, g: 255, b: 255, a: 255)) -> Bitmap {
        Bitmap(width: width, height: height, fill: color)
    }
}
