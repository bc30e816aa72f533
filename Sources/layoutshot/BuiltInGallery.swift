import Foundation

/// The built-in gallery: one spec for every layout kind and effect, rendered by `layoutshot` with no
/// arguments. The specs are the executable's resources `Gallery/NAME.json`, written out as they are.
enum BuiltInGallery {
    /// The specs' names, in gallery order: flow, waterfall, aligned flow (the same tags for every
    /// alignment), backgrounds, cards, carousel, pinning, compositional layouts, then a matrix.
    static let names = [
        "flow-grid", "flow-horizontal", "waterfall-3col", "waterfall-horizontal",
        "aligned-start", "aligned-end", "aligned-dataEnd", "aligned-center", "aligned-justified", "aligned-vertical", "aligned-follow",
        "sections-background", "cards-stack", "carousel", "sticky-pinned",
        "compositional-grid", "compositional-two-column", "compositional-nested-groups", "compositional-orthogonal",
        "compositional-pinned-headers", "compositional-badges", "compositional-inset-grouped", "compositional-section-background",
        "compositional-list-appearances", "compositional-orthogonal-filmstrip", "matrix-devices",
    ]

    /// The folder SwiftPM puts the executable's resources in, beside the executable.
    static let resourceFolder = "LayoutShot_layoutshot.resources"

    /// (name, spec bytes) pairs in gallery order, read from the resources beside the executable.
    ///
    /// Looked up by hand rather than through `Bundle.module`, whose accessor stops the process when the folder
    /// is missing (a binary copied elsewhere without it): this says where to put it instead.
    static func specs() throws(CLIError) -> [(name: String, bytes: [UInt8])] {
        let folder = Bundle.main.bundleURL.appendingPathComponent(resourceFolder).appendingPathComponent("Gallery").path
        var specs: [(name: String, bytes: [UInt8])] = []
        for name in names {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name + ".json") else {
                throw CLIError.badInput(
                    "the built-in gallery's \(name).json is missing from \(folder); copy the \(resourceFolder) folder "
                        + "from the build folder beside the layoutshot binary, or run it with `swift run layoutshot`")
            }
            specs.append((name, [UInt8](data)))
        }
        return specs
    }
}
