import Foundation

/// The built-in gallery: one spec for every layout kind and effect, rendered by `layoutshot` with no
/// arguments. The specs are the executable's resources `Gallery/NAME.json`, written out as they are.
enum BuiltInGallery {
    /// The specs' names, in gallery order: flow, waterfall, aligned flow (the same tags for every
    /// alignment), backgrounds, cards, carousel, pinning, then compositional layouts.
    static let names = [
        "flow-grid", "flow-horizontal", "waterfall-3col", "waterfall-horizontal",
        "aligned-start", "aligned-end", "aligned-dataEnd", "aligned-center", "aligned-justified", "aligned-vertical", "aligned-follow",
        "sections-background", "cards-stack", "carousel", "sticky-pinned",
        "compositional-grid", "compositional-two-column", "compositional-nested-groups", "compositional-orthogonal",
        "compositional-pinned-headers", "compositional-badges", "compositional-inset-grouped", "compositional-section-background",
    ]

    /// (name, spec bytes) pairs in gallery order, read from the resources.
    static func specs() throws(CLIError) -> [(name: String, bytes: [UInt8])] {
        var specs: [(name: String, bytes: [UInt8])] = []
        for name in names {
            guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Gallery"),
                let data = FileManager.default.contents(atPath: url.path)
            else {
                throw CLIError.badInput("the built-in gallery's \(name).json is missing from \(Bundle.module.bundlePath); reinstall layoutshot")
            }
            specs.append((name, [UInt8](data)))
        }
        return specs
    }
}
