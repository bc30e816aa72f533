import Foundation
import LayoutCore
import LayoutPipeline

/// `layoutshot-bench [--case NAME] [--runs N] [--list]`: benchmarks of layouts built in code (the
/// compositional engine, the UIKit host), printed as JSON lines of medians like `layoutshot bench`.
/// Measures run on the main thread, where UIKit's layout objects live.
/// Measure a release build: `swift run -c release layoutshot-bench`.
@main
enum LayoutShotBench {
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
    ]

    /// Queries and renders per run, so that one run's microseconds rise above the clock's resolution.
    static let repeats = 200

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var runs = 9
        var selected: String?
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--list":
                for benchCase in cases { print("\(benchCase.name): \(benchCase.summary)") }
                return
            case "--runs":
                guard let value = arguments.first.flatMap(Int.init), (1...1000).contains(value) else { fail("--runs takes a number from 1 to 1000") }
                runs = value
                arguments.removeFirst()
            case "--case":
                guard let value = arguments.first else { fail("--case takes a name (see --list)") }
                selected = value
                arguments.removeFirst()
            default:
                fail("unknown argument \(argument); use --case NAME, --runs N or --list")
            }
        }
        let chosen = cases.filter { selected == nil || $0.name == selected }
        if chosen.isEmpty { fail("no case named \(selected ?? ""); see --list") }
        MainActor.assumeIsolated {
            for benchCase in chosen { print(benchCase.measure(runs)) }
        }
    }

    /// `{"case", "elements", "layoutMs", "queryUs", "renderMs"}`: medians of computing the layout, resolving
    /// the middle viewport, and building and rasterizing its picture at scale 2.
    static func measure(_ name: String, prepare: () -> PreparedLayout, runs: Int) -> String {
        var layoutMs: [Double] = [], queryUs: [Double] = [], renderMs: [Double] = []
        var elements = 0
        for _ in 0..<runs {
            var prepared: PreparedLayout!
            layoutMs.append(Stopwatch.milliseconds { prepared = prepare() })
            elements = prepared.elements
            var resolved: ResolvedLayout!
            queryUs.append(Stopwatch.milliseconds {
                for _ in 0..<repeats { resolved = prepared.resolve(prepared.middle) }
            } * 1000 / Double(repeats))
            renderMs.append(Stopwatch.milliseconds {
                let picture = try? LayoutPicture.picture(of: LayoutPicture.frames(of: [resolved]), scale: 2)
                precondition(picture?.bitmap().width == Int(prepared.viewport.width * 2))
            })
        }
        let f = DecimalFormat.format
        return "{\"case\": \"\(name)\", \"elements\": \(elements), \"layoutMs\": \(f(Stopwatch.median(layoutMs))), "
            + "\"queryUs\": \(f(Stopwatch.median(queryUs))), \"renderMs\": \(f(Stopwatch.median(renderMs)))}"
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("layoutshot-bench: \(message)\n".utf8))
        exit(2)
    }
}
