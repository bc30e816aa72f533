import Foundation
import LayoutShotTestSupport
import LayoutSnapshotTesting

/// Small specs and temporary folders for the assertion tests.
enum Fixture {
    static func spec(height: Double = 80, scale: Double = 1, viewport: Bool = false) throws -> Spec {
        try TestSpecs.waterfall(height: height, scale: scale, viewport: viewport)
    }

    /// A fresh empty folder.
    static func temporaryDirectory() throws -> String {
        try TemporaryDirectory.make(prefix: "layoutshot-snap").path
    }

    /// The bytes of every file in `directory`, by name.
    static func contents(of directory: String) throws -> [String: Data] {
        try TemporaryDirectory.contents(of: directory)
    }
}
