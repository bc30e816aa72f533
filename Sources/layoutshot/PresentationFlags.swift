import ArgumentParser
import LayoutCore
import LayoutPipeline
import LayoutSpec

/// `--annotate`, `--grid`, `--device-frame` and `--theme`, shared by `render`, `review` and `gallery`;
/// each overrides the spec's `render` settings.
struct PresentationFlags: ParsableArguments {
    @Flag(help: "Draw insets, spacings and the content size as dimension lines with their values in points.")
    var annotate = false

    @Option(help: "Draw a square layout grid every N points (aligned with the content's origin).")
    var grid: Double?

    @Flag(name: .customLong("device-frame"), help: "Draw each viewport inside a device frame with a status bar.")
    var deviceFrame = false

    @Option(help: "light or dark (default: the spec's theme).")
    var theme: String?

    func validate() throws {
        if let theme, Theme(rawValue: theme) == nil {
            throw ValidationError("--theme must be light or dark, got \"\(theme)\"")
        }
        if let grid, !RenderSettings.gridSpacingRange.contains(grid) {
            throw ValidationError(
                "--grid must be a number of points from \(DecimalFormat.format(RenderSettings.gridSpacingRange.lowerBound)) "
                    + "to \(DecimalFormat.format(RenderSettings.gridSpacingRange.upperBound))")
        }
    }

    /// The flags as the pipeline's overrides.
    var overrides: PresentationOverrides {
        PresentationOverrides(annotate: annotate, grid: grid, deviceFrame: deviceFrame, theme: theme.flatMap(Theme.init(rawValue:)))
    }
}
