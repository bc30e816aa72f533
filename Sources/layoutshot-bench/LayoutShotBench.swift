import ArgumentParser
import LayoutShotCommandLine
import Foundation
import LayoutCore
import LayoutPipeline

/// `layoutshot-bench [--case NAME] [--runs N] [--list]`: benchmarks of layouts built in code (the
/// compositional engine, the UIKit host), printed as JSON lines of medians like `layoutshot bench`.
/// Measures run on the main thread, where UIKit's layout objects live.
@main
struct LayoutShotBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot-bench",
        abstract: "Time layouts built in code (the compositional engine, the UIKit host); print one JSON line of medians per case.",
        discussion: "Measure a release build: swift run -c release layoutshot-bench")

    static let cases: [BenchCase] = [
        .compositionalGrid, .compositionalOrthogonal, .flowGrid,
        BenchCase(
            name: "uikit-host-10k",
            summary: "LayoutHost's own overhead driving a 10,000-item layout object, beside the spec path",
            measure: UIKitHostBench.measure(runs:)),
        BenchCase(
            name: "uikit-cells-10k",
            summary: "the UIKit host making, applying and reading back 10,000 registered cells with an apply(_:) of their own",
            measure: UIKitCellsBench.measure(runs:)),
        BenchCase(
            name: "self-sizing-10k",
            summary: "a 10,000-item self-sizing flow layout resolving and rendering one viewport, beside fixed sizes",
            measure: SelfSizingBench.measure(runs:)),
        BenchCase(
            name: "self-sizing-compositional-10k",
            summary: "10,000 compositional tags of estimated width resolving and rendering one viewport, beside fixed widths",
            measure: SelfSizingBench.measureCompositional(runs:)),
        BenchCase(
            name: "autolayout-cells-10k",
            summary: "10,000 self-sizing cells fitted by their own constraints (two labels, one wrapping) at 375 wide",
            measure: AutoLayoutBench.measure(runs:)),
        BenchCase(
            name: "diffable-list-10k",
            summary: "a 10,000-row diffable list of content-configured list cells, beside the plain host of the same rows",
            measure: DiffableListBench.measure(runs:)),
    ]

    /// Queries and renders per run, so that one run's microseconds rise above the clock's resolution.
    static let repeats = 200

    @Option(name: .customLong("case"), help: "Run only the case of this name (see --list); default: every case.")
    var caseName: String?

    @Option(help: "Number of runs, from 1 to 1000; the medians are reported.")
    var runs = 9

    @Flag(help: "Name every case and what it measures, and run none.")
    var list = false

    func validate() throws {
        guard (1...1000).contains(runs) else { throw ValidationError("--runs must be from 1 to 1000") }
        if let caseName, !Self.cases.contains(where: { $0.name == caseName }) {
            throw ValidationError("no case named \(caseName); see --list")
        }
    }

    func run() throws {
        if list {
            for benchCase in Self.cases { print("\(benchCase.name): \(benchCase.summary)") }
            return
        }
        let chosen = Self.cases.filter { caseName == nil || $0.name == caseName }
        try MainActor.assumeIsolated {
            for benchCase in chosen { print(Benchmark.jsonLine(try benchCase.measure(runs))) }
        }
    }

    /// Runs the command; bad arguments and a layout that faults exit 2 with a message, as the `layoutshot` command's do.
    static func main() {
        mainWithExitCodes { error in (error as? BenchFailure).map { ("layoutshot-bench: \($0.message)", 2) } }
    }

    /// `{"case", "elements", "layoutMs", "queryUs", "renderMs"}`: medians of computing the layout, resolving
    /// the middle viewport, and building and rasterizing its picture at scale 2.
    struct LayoutResult: Encodable {
        let `case`: String
        let elements: Int
        let layoutMs: BenchmarkFigure
        let queryUs: BenchmarkFigure
        let renderMs: BenchmarkFigure
    }

    /// Times `prepare` and the middle viewport's query and render, `runs` times.
    static func measure(_ name: String, prepare: () -> PreparedBenchLayout, runs: Int) -> LayoutResult {
        var elements = 0
        let timings = Benchmark.measure(runs: runs) { timings in
            let prepared = timings.time("layout") { prepare() }
            elements = prepared.elements
            var resolved: ResolvedLayout!
            timings.time("query", repeats: repeats) {
                for _ in 0..<repeats { resolved = prepared.resolve(prepared.middle) }
            }
            timings.time("render") {
                let picture = try? LayoutPicture.picture(of: LayoutPicture.frames(of: [resolved]), scale: 2)
                precondition(picture?.bitmap().width == Int(prepared.viewport.width * 2))
            }
        }
        return LayoutResult(
            case: name, elements: elements, layoutMs: BenchmarkFigure(timings.median("layout")),
            queryUs: BenchmarkFigure(timings.median("query") * 1000), renderMs: BenchmarkFigure(timings.median("render")))
    }
}
