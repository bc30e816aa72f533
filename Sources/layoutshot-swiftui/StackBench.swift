#if !canImport(SwiftUI)
// SwiftUI itself lays these views out where it exists; LayoutShotSwiftUI declares nothing there.
import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
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

    /// `{"case", "views", "layoutMs", "renderMs"}`: medians of `runs` layouts and renders.
    static func measure(runs: Int) -> String {
        var layoutTimes: [Double] = [], renderTimes: [Double] = []
        var views = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            guard let layout = try? ViewHost.layout(Rows(), proposal: ProposedViewSize(width: 640, height: nil)) else {
                return "{\"case\": \"swiftui-stacks-10k\", \"error\": \"layout failed\"}"
            }
            let laidOut = DispatchTime.now().uptimeNanoseconds
            let png = try? LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 1).png()
            let rendered = DispatchTime.now().uptimeNanoseconds
            guard png != nil else { return "{\"case\": \"swiftui-stacks-10k\", \"error\": \"render failed\"}" }
            views = layout.views.count
            layoutTimes.append(Double(laidOut - start) / 1e6)
            renderTimes.append(Double(rendered - laidOut) / 1e6)
        }
        func median(_ values: [Double]) -> String { String(format: "%.1f", values.sorted()[values.count / 2]) }
        return "{\"case\": \"swiftui-stacks-10k\", \"views\": \(views), \"layoutMs\": \(median(layoutTimes)), \"renderMs\": \(median(renderTimes))}"
    }
}
#endif
