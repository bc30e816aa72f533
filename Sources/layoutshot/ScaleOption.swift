import ArgumentParser
import LayoutCore

/// `--scale N`, shared by the commands that rasterize.
struct ScaleOption: ParsableArguments {
    @Option(help: "Device pixels per point for PNG (overrides the spec's scale).")
    var scale: Double?

    func validate() throws {
        if let scale, !PixelLimits.isValidScale(scale) {
            throw ValidationError("--scale must be \(PixelLimits.scaleRequirement)")
        }
    }
}
