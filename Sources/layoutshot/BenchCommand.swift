import ArgumentParser
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

    func run() throws {
        let spec = try SpecLoading.load(self.spec)
        var layoutMs: [Double] = [], queryUs: [Double] = [], renderMs: [Double] = [], encodeMs: [Double] = []
        var elements = 0, pngBytes = 0
        for _ in 0..<runs {
            var layout: ComputedLayout!
            layoutMs.append(Stopwatch.milliseconds { layout = spec.computeLayout() })
            elements = layout.elementCount
            let at = offset?.point ?? Self.middleOffset(of: layout)
            let rect = layout.viewportRect(at: at)
            var found = 0
            let total = Stopwatch.milliseconds {
                for _ in 0..<Self.queriesPerRun { found &+= layout.attributes(in: rect, at: at).count }
            }
            precondition(found >= 0)
            queryUs.append(total * 1000 / Double(Self.queriesPerRun))
            var bitmap: Bitmap!
            do {
                renderMs.append(try Stopwatch.milliseconds { () throws(SpecError) in
                    bitmap = try SpecRenderer.picture(for: spec, layout: layout).bitmap()
                })
            } catch {
                throw CLIError(error)
            }
            do {
                encodeMs.append(try Stopwatch.milliseconds { () throws(PNGError) in pngBytes = try PNGCodec.encode(bitmap).count })
            } catch {
                throw CLIError.badInput("\(self.spec): cannot encode PNG: \(error)")
            }
        }
        let f = DecimalFormat.format
        print("{\"elements\": \(elements), \"layoutMs\": \(f(Stopwatch.median(layoutMs))), \"queryUs\": \(f(Stopwatch.median(queryUs))), "
            + "\"renderMs\": \(f(Stopwatch.median(renderMs))), \"encodeMs\": \(f(Stopwatch.median(encodeMs))), \"pngBytes\": \(pngBytes)}")
    }

    /// The offset whose viewport sits in the middle of the content.
    static func middleOffset(of layout: ComputedLayout) -> Point {
        let maximum = layout.maximumOffset
        return Point(x: (maximum.x / 2).rounded(), y: (maximum.y / 2).rounded())
    }
}
