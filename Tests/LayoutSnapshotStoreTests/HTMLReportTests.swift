import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
@testable import LayoutSnapshotStore
import Testing

/// The HTML report as generated text: order, jump list, title, re-record command, each image once and the zoom.
@Suite struct HTMLReportTests {
    /// A folder with `fail.png` (40 × 30 white) as the reference of a failure whose actual image has a black
    /// 19 × 1 line at (10, 12): 19 differing pixels, with the actual image and the diff strip beside it.
    struct NineteenPixels {
        let directory: String
        let results: [SpecSnapshotResult]

        init() throws {
            let directory = try Fixture.temporaryDirectory()
            self.directory = directory
            let white = RGBAColor(r: 255, g: 255, b: 255, a: 255)
            let expected = Bitmap(width: 40, height: 30, fill: white)
            var pixels = expected.pixels
            for x in 10..<29 { pixels.replaceSubrange(((12 * 40 + x) * 4)..<((12 * 40 + x) * 4 + 3), with: [0, 0, 0]) }
            let actual = Bitmap(width: 40, height: 30, pixels: pixels)
            let comparison = ImageDiff.compare(expected, actual, makingDiffImage: true)
            #expect(comparison.differingPixels == 19)
            let strip = try #require(comparison.diffImage)
            func save(_ bitmap: Bitmap, _ name: String) throws -> String {
                let path = (directory as NSString).appendingPathComponent(name)
                try Data(PNGCodec.encode(bitmap)).write(to: URL(fileURLWithPath: path))
                return path
            }
            let reference = try save(expected, "fail.png")
            let artifacts = [WrittenArtifact(role: .actual, path: try save(actual, "fail.actual.png")),
                             WrittenArtifact(role: .diff, path: try save(strip, "fail.diff.png"), region: comparison.bounds)]
            _ = try save(expected, "pass.png")
            func png(_ name: String) -> ReferenceFile { ReferenceFile(directory: directory, name: name, pathExtension: "png") }
            results = [
                SpecSnapshotResult(name: "pass", specPath: "pass.json", specError: nil, checks: [
                    .init(reference: png("pass"), outcome: .success(.matched))]),
                SpecSnapshotResult(name: "zz error", specPath: "zz error.json", specError: .invalidText(path: "zz error.json", reason: "is not UTF-8 text (a NUL byte at byte offset 0)"), checks: []),
                SpecSnapshotResult(name: "fail", specPath: "My Snapshots/fail.json", specError: nil, checks: [
                    .init(reference: png("fail"), outcome: .success(.failed(
                        message: comparison.summary, reference: reference, artifacts: artifacts)))]),
            ]
        }

        /// Writes the report into a new folder and returns the folder and the page.
        func report(title: String = "LayoutShot snapshots: Snapshots") throws -> (directory: String, html: String) {
            let out = try Fixture.temporaryDirectory()
            let index = try HTMLReport.write(
                results, title: title,
                recordCommand: { $0.recordCommand(mode: .failed) }, to: out)
            return (out, try String(contentsOfFile: index, encoding: .utf8))
        }
    }

    @Test func failuresComeBeforeThePassingSnapshotWhichIsFoldedAway() throws {
        let html = try NineteenPixels().report().html
        let order = try ["<nav class=\"jump\"", "id=\"snapshot-fail\"", "id=\"snapshot-zz~20error\"", "<details class=\"passing\">",
                         "id=\"snapshot-pass\""].map { try #require(html.range(of: $0)).lowerBound }
        #expect(order == order.sorted())
        #expect(!html.contains("<details class=\"passing\" open"))
    }

    @Test func theJumpListNamesEveryFailureAndNoPass() throws {
        let html = try NineteenPixels().report().html
        let nav = try #require(html.range(of: "<nav class=\"jump\"").flatMap { start in html[start.lowerBound...].range(of: "</nav>").map { html[start.lowerBound..<$0.upperBound] } })
        #expect(nav.contains("<li data-name=\"fail\"><a href=\"#snapshot-fail\">fail</a> <small class=\"failed\">failed</small></li>"))
        #expect(nav.contains("<li data-name=\"zz error\"><a href=\"#snapshot-zz~20error\">zz error</a> <small class=\"error\">error</small></li>"))
        #expect(!nav.contains("pass"))
        // Next and previous links chain the failures in page order.
        #expect(html.contains("<span>← previous</span> <a href=\"#snapshot-zz~20error\" rel=\"next\">next →</a>"))
        #expect(html.contains("<a href=\"#snapshot-fail\" rel=\"prev\">← previous</a> <span>next →</span>"))
    }

    @Test func theTitleIsTheOneGiven() throws {
        let html = try NineteenPixels().report(title: "LayoutShot snapshots: <Snapshots>").html
        #expect(html.contains("<title>LayoutShot snapshots: &lt;Snapshots&gt;</title>"))
        #expect(html.contains("<h1>LayoutShot snapshots: &lt;Snapshots&gt;</h1>"))
    }

    @Test(arguments: [
        ("Snapshots", "Snapshots"), ("Snapshots/", "Snapshots"), ("a/b/../Snapshots", "Snapshots"), ("/tmp/x/Snapshots/.", "Snapshots"),
        ("/", "/"),
    ])
    func theFolderNameIsTheLastComponentOfTheResolvedPath(path: String, name: String) {
        #expect(HTMLReport.folderName(path) == name)
    }

    @Test func dotIsTheCurrentFolderByName() {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent
        #expect(current != ".")
        #expect(HTMLReport.folderName(".") == current)
        #expect(HTMLReport.folderName("") == current)
    }

    @Test func eachFailureHasTheReRecordCommandItWasGivenButNotASpecError() throws {
        let html = try NineteenPixels().report().html
        #expect(html.contains("<code>layoutshot snapshots record &#39;My Snapshots&#39; --filter=fail --record failed</code>"))
        #expect(!html.contains("--filter=zz error"))
        #expect(html.components(separatedBy: "<button type=\"button\" class=\"copy\" hidden>Copy</button>").count == 2)
    }

    @Test func eachImageOfTheFailureIsShownOnceWithTheDiffPanelAlone() throws {
        let (directory, html) = try NineteenPixels().report()
        for role in ["expected", "diff", "actual"] {
            #expect(html.components(separatedBy: "src=\"snapshots/fail/\(role).png\"").count == 2, "\(role)")
        }
        let diff = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/snapshots/fail/diff.png"))))
        #expect((diff.width, diff.height) == (40, 30))
        #expect(diff[10, 12] == Bitmap.Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(diff[9, 12] != Bitmap.Pixel(r: 255, g: 0, b: 0, a: 255))
        // The region is outlined on the diff image: [10, 12, 19, 1] of 40 × 30.
        #expect(html.contains("<span class=\"region\" style=\"left:25.000%;top:40.000%;width:47.500%;height:3.333%\"></span>"))
    }

    @Test func anImageFailureHasAZoomOntoTheDifferingPixels() throws {
        let (directory, html) = try NineteenPixels().report()
        // [10, 12, 19, 1] with 6 px around it is [4, 6, 31, 13]; 240 / 31 gives ×7, so 217 × 91 screen pixels.
        #expect(html.contains("<p>Differing pixels within [10, 12, 19, 1] px, enlarged ×7</p>"))
        #expect(html.contains("<img src=\"snapshots/fail/zoom-diff.png\" width=\"217\" height=\"91\" alt=\"diff, enlarged\">"))
        func part(_ role: String) throws -> Bitmap {
            try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/snapshots/fail/zoom-\(role).png"))))
        }
        let (expected, diff, actual) = (try part("expected"), try part("diff"), try part("actual"))
        #expect([expected, diff, actual].allSatisfy { ($0.width, $0.height) == (217, 91) })
        // Pixel (10, 12) is the block from (6 × 7, 6 × 7) to (7 × 7 - 1, 7 × 7 - 1); its left neighbour is not red.
        for (x, y) in [(42, 42), (48, 48)] {
            #expect(diff[x, y] == Bitmap.Pixel(r: 255, g: 0, b: 0, a: 255))
            #expect(actual[x, y] == Bitmap.Pixel(r: 0, g: 0, b: 0, a: 255))
            #expect(expected[x, y] == Bitmap.Pixel(r: 255, g: 255, b: 255, a: 255))
        }
        #expect(diff[41, 42] != Bitmap.Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(diff[42, 49] != Bitmap.Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    /// Artifacts are read through `InputFile` like every other input: one that became a FIFO since the run is
    /// left out of the page instead of blocking the report until something writes to it.
    @Test func anArtifactThatIsNoLongerAFileIsLeftOutWithoutBlocking() throws {
        let fixture = try NineteenPixels()
        let actual = (fixture.directory as NSString).appendingPathComponent("fail.actual.png")
        try FileManager.default.removeItem(atPath: actual)
        #expect(mkfifo(actual, 0o600) == 0)
        let (directory, html) = try fixture.report()
        #expect(!html.contains("src=\"snapshots/fail/actual.png\""))
        #expect(html.contains("src=\"snapshots/fail/expected.png\""))
        #expect(!FileManager.default.fileExists(atPath: directory + "/snapshots/fail/actual.png"))
    }

    @Test func theSameResultsGiveTheSamePageWhereverItIsWritten() throws {
        let fixture = try NineteenPixels()
        let (one, first) = try fixture.report()
        let (two, second) = try fixture.report()
        #expect(one != two)
        #expect(first == second)
        #expect(!first.contains(one))
    }

    @Test(arguments: [
        // region, image size, crop, factor
        (PixelRect(x: 10, y: 12, width: 19, height: 1), (40, 30), PixelRect(x: 4, y: 6, width: 31, height: 13), 7),
        (PixelRect(x: 0, y: 0, width: 1, height: 1), (640, 960), PixelRect(x: 0, y: 0, width: 7, height: 7), 16),
        (PixelRect(x: 39, y: 120, width: 3, height: 14), (640, 960), PixelRect(x: 33, y: 114, width: 15, height: 26), 9),
        (PixelRect(x: 19, y: 451, width: 292, height: 130), (640, 960), PixelRect(x: 13, y: 445, width: 300, height: 142), 1),
        (PixelRect(x: 0, y: 0, width: 640, height: 960), (640, 960), PixelRect(x: 0, y: 0, width: 300, height: 300), 1),
    ])
    func theZoomKeepsAMarginClipsToTheImageAndScalesToAboutTwoHundredFortyScreenPixels(
        region: PixelRect, size: (Int, Int), crop: PixelRect, factor: Int
    ) {
        let zoom = DiffZoom(region: region, width: size.0, height: size.1)
        #expect(zoom.crop == crop)
        #expect(zoom.factor == factor)
        #expect(zoom.showsWholeRegion == (region.width <= 300 && region.height <= 300))
    }
}
