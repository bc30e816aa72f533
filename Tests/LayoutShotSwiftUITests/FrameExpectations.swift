import LayoutShotSwiftUI
import Testing

/// Expects the view at `path` in `layout` to have the frame `[x, y, width, height]`, to within rounding.
func expectFrame(
    _ layout: ViewLayout, _ path: String, _ expected: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame = layout[path] else {
        Issue.record("no view at \(path) in\n\(layout)", sourceLocation: sourceLocation)
        return
    }
    let actual = [frame.minX, frame.minY, frame.width, frame.height]
    let close = zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }
    #expect(close, "\(path): \(actual) is not \(expected) in\n\(layout)", sourceLocation: sourceLocation)
}

/// The layout of `view` for `proposal`.
@MainActor
func layOut<V: View>(
    _ view: V, width: CGFloat? = nil, height: CGFloat? = nil, environment: EnvironmentValues = EnvironmentValues()
) throws -> ViewLayout {
    try ViewHost.layout(view, proposal: ProposedViewSize(width: width, height: height), environment: environment)
}
