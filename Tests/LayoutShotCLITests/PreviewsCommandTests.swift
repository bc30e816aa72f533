import Foundation
import Testing

/// `layoutshot previews`: what it refuses before building anything (the build itself is checked by .ci/run, which
/// draws the fixture app's previews through it).
struct PreviewsCommandTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let dir = try CLIRunner.temporaryDirectory().appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    /// Runs the command with a work folder that must stay unwritten when the input is refused.
    static func refused(_ arguments: [String]) throws -> CLIRunner.Result {
        let work = try CLIRunner.temporaryDirectory().appendingPathComponent("work")
        let result = try CLIRunner.run(["previews"] + arguments + ["--work", work.path])
        #expect(!FileManager.default.fileExists(atPath: work.path), "nothing is built for a refused input")
        return result
    }

    @Test func aMissingFolderIsRefused() throws {
        let result = try Self.refused(["/nonexistent/Screens", "-o", "/tmp/sheet.png"])
        #expect(result.status == 2)
        #expect(result.stderr == "layoutshot: /nonexistent/Screens: no such folder\n")
    }

    @Test func aFolderWithoutPreviewsIsRefusedCountingItsFiles() throws {
        let dir = try Self.folder(["A.swift": "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n", "B.swift": "let b = 1\n"])
        let result = try Self.refused([dir.path, "-o", dir.deletingLastPathComponent().appendingPathComponent("s.png").path])
        #expect(result.status == 2)
        #expect(result.stderr == "layoutshot: \(dir.path): none of its 2 Swift files has a #Preview or a PreviewProvider\n")
    }

    @Test func anExistingSheetIsKeptWithoutForce() throws {
        let dir = try Self.folder(["A.swift": "import SwiftUI\n#Preview { Text(\"a\") }\n"])
        let sheet = dir.deletingLastPathComponent().appendingPathComponent("sheet.png")
        try Data("mine".utf8).write(to: sheet)
        let result = try Self.refused([dir.path, "-o", sheet.path])
        #expect(result.status == 2)
        #expect(result.stderr == "layoutshot: \(sheet.path): already exists; pass --force to replace it\n")
        #expect(try Data(contentsOf: sheet) == Data("mine".utf8))
    }

    @Test func aSheetThatIsNotAPNGIsRefused() throws {
        let dir = try Self.folder(["A.swift": "import SwiftUI\n#Preview { Text(\"a\") }\n"])
        let result = try Self.refused([dir.path, "-o", dir.deletingLastPathComponent().appendingPathComponent("s.svg").path])
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("s.svg: the sheet is a PNG; give a path ending in .png\n"))
    }

    @Test func aPackageThatIsNotLayoutShotIsRefused() throws {
        let dir = try Self.folder(["A.swift": "import SwiftUI\n#Preview { Text(\"a\") }\n"])
        let result = try Self.refused([dir.path, "-o", dir.deletingLastPathComponent().appendingPathComponent("s.png").path, "--package", "/tmp"])
        #expect(result.status == 2)
        #expect(result.stderr == "layoutshot: /tmp: not a LayoutShot checkout (no Plugins/LayoutShotPortPlugin); pass --package PATH\n")
    }
}
