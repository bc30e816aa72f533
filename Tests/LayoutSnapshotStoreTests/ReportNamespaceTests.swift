import Foundation
import LayoutCore
import LayoutRender
@testable import LayoutSnapshotStore
import Testing

/// The report's own files and the snapshots' folders never share a name, whatever the specs are called.
@Suite struct ReportNamespaceTests {
    @Test(arguments: ["index.html", "snapshots", "a"])
    func aFailingSpecNamedLikeTheReportsFilesLeavesThePageWhole(name: String) throws {
        let directory = try Fixture.temporaryDirectory()
        let white = Fixture.solid(8, 6)
        let black = Fixture.solid(8, 6, RGBAColor(r: 0, g: 0, b: 0, a: 255))
        func save(_ bitmap: Bitmap, _ file: String) throws -> String {
            let path = (directory as NSString).appendingPathComponent(file)
            try Data(PNGCodec.encode(bitmap)).write(to: URL(fileURLWithPath: path))
            return path
        }
        let reference = ReferenceFile(directory: directory, name: name, pathExtension: "png")
        _ = try save(white, "\(name).png")
        let actual = try save(black, "\(name).actual.png")
        let failed = SpecSnapshotResult(name: name, specPath: "\(name).json", specError: nil, checks: [
            .init(reference: reference, outcome: .success(.failed(
                message: "differs", reference: reference.path, artifacts: [WrittenArtifact(role: .actual, path: actual)])))])
        let passed = SpecSnapshotResult(name: "other", specPath: "other.json", specError: nil, checks: [
            .init(reference: ReferenceFile(directory: directory, name: name, pathExtension: "png"), outcome: .success(.matched))])
        let out = try Fixture.temporaryDirectory()
        let index = try HTMLReport.write([failed, passed], title: "t", recordCommand: { _ in "record" }, to: out)
        #expect(index == (out as NSString).appendingPathComponent("index.html"))
        var isDirectory: ObjCBool = true
        #expect(FileManager.default.fileExists(atPath: index, isDirectory: &isDirectory) && !isDirectory.boolValue)
        #expect(try String(contentsOfFile: index, encoding: .utf8).contains("<h2>\(name) <small>failed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["index.html", "snapshots"])
    }
}
