import ArgumentParser
import LayoutShotCommandLine
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec

/// `layoutshot bench SPEC`: medians of layout, query, render and encode times (build with -c release).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time layout, a viewport rect query, rendering and PNG encoding of a spec; report the PNG's size.",
        discussion: "Prints one JSON object of medians over the runs. Measure a release build: swift run -c release layoutshot bench SPEC")

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "Number of runs; the medians are reported.")
    var runs = 5

    @Option(help: "Content offset X,Y for the query and effects (default: the middle of the content).")
    var offset: PointArgument?

    /// Queries per run, so that one query's microseconds rise above the clock's resolution.
    static let queriesPerRun = 1000

    func validate() throws {
        guard (1...1000).contains(runs) else { throw ValidationError("--runs must be from 1 to 1000") }
    }

    /// What `bench` prints: medians in milliseconds (the query's in microseconds) and the PNG's size.
    struct Result: Encodable {
        let elements: Int
        let layoutMs: BenchmarkFigure
        let queryUs: BenchmarkFigure
        let renderMs: BenchmarkFigure
        let encodeMs: BenchmarkFigure
        let pngBytes: Int
    }

    func run() throws {
        let spec = try SpecLoading.load(self.spec)
        var elements = 0, pngBytes = 0
        let timings = try Benchmark.measure(runs: runs) { (timings) throws(CLIError) in
            let layout = timings.time("layout") { spec.computeLayout() }
            elements = layout.elementCount
            let at = offset?.point ?? Self.middleOffset(of: layout)
            let rect = layout.viewportRect(at: at)
            let found = timings.time("query", repeats: Self.queriesPerRun) {
                var found = 0
                for _ in 0..<Self.queriesPerRun { found &+= layout.attributes(in: rect, at: at).count }
                return found
            }
            precondition(found >= 0)
            let bitmap: Bitmap
            do throws(SpecError) {
                bitmap = try timings.time("render") { () throws(SpecError) in try SpecRenderer.picture(for: spec, layout: layout).bitmap() }
            } catch {
                throw CLIError(error)
            }
            do throws(PNGError) {
                pngBytes = try timings.time("encode") { () throws(PNGError) in try PNGCodec.encode(bitmap).count }
            } catch {
                throw CLIError.badInput("\(self.spec): cannot encode PNG: \(error)")
            }
        }
        print(Benchmark.jsonLine(Result(
            elements: elements, layoutMs: BenchmarkFigure(timings.median("layout")),
            queryUs: BenchmarkFigure(timings.median("query") * 1000), renderMs: BenchmarkFigure(timings.median("render")),
            encodeMs: BenchmarkFigure(timings.median("encode")), pngBytes: pngBytes)))
    }

    /// The offset whose viewport sits in the middle of the content.
    static func middleOffset(of layout: ComputedLayout) -> Point2D {
        let maximum = layout.maximumOffset
        return Point2D(x: (maximum.x / 2).rounded(), y: (maximum.y / 2).rounded())
    }
}
