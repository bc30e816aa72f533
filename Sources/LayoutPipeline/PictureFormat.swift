/// The file formats a picture is written in.
public enum PictureFormat: String, Sendable, CaseIterable {
    /// A PNG bitmap at the picture's scale.
    case png
    /// SVG text.
    case svg

    /// The format named by a path's extension, if it names one.
    public init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") { self = .png } else if lower.hasSuffix(".svg") { self = .svg } else { return nil }
    }
}
