import Foundation
import LayoutShotCommandLine
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutShotHostPictures
import LayoutShotSwiftUI

/// The 10,000-view benchmark: 100 rows, each an `HStack` of a text label, a spacer and 49 fixed squares in
/// a `VStack`, so a view's frame depends on stacks two deep (10,101 views with the root). Laid out for
/// 640 × unspecified, then rendered to PNG at scale 1.
@MainActor
enum StackBench {
    struct Rows: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(0..<100) { row in
                    HStack(spacing: 2) {
                        Text("Row \(row)").font(.caption)
                        Spacer()
                        ForEach(0..<49) { column in
                            Color(white: Double((row + column) % 10) / 10).frame(width: 10, height: 10)
                        }
                    }
                }
            }
        }
    }

    /// The medians of `runs` layouts and renders, as `layoutshot-bench` prints its cases.
    struct Result: Encodable {
        let `case` = "swiftui-stacks-10k"
        let views: Int
        let layoutMs: BenchmarkFigure
        let renderMs: BenchmarkFigure
    }

    /// Lays the rows out and renders them `runs` times.
    static func measure(runs: Int) throws -> Result {
        var views = 0
        let timings = try Benchmark.measure(runs: runs) { timings in
            let layout = try timings.time("layout") { try ViewHost.layout(Rows(), proposal: ProposedViewSize(width: 640, height: nil)) }
            try timings.time("render") {
                _ = try LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 1).png()
            }
            views = layout.views.count
        }
        return Result(views: views, layoutMs: BenchmarkFigure(timings.median("layout")), renderMs: BenchmarkFigure(timings.median("render")))
    }
}
