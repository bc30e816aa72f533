/// One preview of a ported file — a `#Preview` block, or one view of a `PreviewProvider`'s `previews` — as a value:
/// where it is written, its name and traits, and how to make its view. `layoutshot-port` writes one per preview
/// and lists them in the target's `LayoutShotPreviews.all`. Named so as not to meet DeveloperToolsSupport's
/// `Preview`, which SwiftUI exports on Apple platforms.
public struct LayoutShotPreview: Sendable, CustomStringConvertible {
    /// The file the preview is written in, relative to the ported folder (`Views/CardView.swift`).
    public var file: String
    /// The line of `#Preview`, or of the view in `previews`.
    public var line: Int
    /// The name given (`#Preview("Compact")`, `.previewDisplayName("Compact")`), else `nil`.
    public var name: String?
    /// The preview's place among the previews of its file, from 1: an unnamed preview's reference is named by it.
    public var index: Int
    /// The traits given, in order (a later one of a kind wins).
    public var traits: [LayoutShotPreviewTrait]
    private let makeView: @MainActor @Sendable () -> AnyView

    /// A preview of the view `body` makes, written at `file:line`.
    public init<Content: View>(
        _ name: String? = nil, file: String, line: Int, index: Int = 1, traits: LayoutShotPreviewTrait...,
        @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
    ) {
        self.init(name, file: file, line: line, index: index, traits: traits, body: body)
    }

    /// A preview whose traits are given as an array.
    public init<Content: View>(
        _ name: String?, file: String, line: Int, index: Int = 1, traits: [LayoutShotPreviewTrait],
        @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
    ) {
        self.file = file
        self.line = line
        self.name = name
        self.index = index
        self.traits = traits
        makeView = { AnyView(body()) }
    }

    /// The preview's view, made anew.
    @MainActor
    public func makeBody() -> AnyView { makeView() }

    /// The name a reference of the preview takes: the file's path without `.swift`, then the preview's name or,
    /// unnamed, its index (`Views/CardView.swift`'s `"Compact"` → `Views.CardView.Compact`, its second unnamed
    /// preview → `Views.CardView.2`); characters a file name cannot hold become `-`.
    public var snapshotName: String {
        let stem = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
        let parts = stem.split(separator: "/").map(String.init) + [name ?? String(index)]
        return parts.map(Self.fileNameSafe).joined(separator: ".")
    }

    /// The preview in words, as test names and messages show it: `Views/CardView.swift:12 "Compact"`.
    public var description: String {
        "\(file):\(line) " + (name.map { "\"\($0)\"" } ?? "(preview \(index))")
    }

    private static func fileNameSafe(_ text: String) -> String {
        let kept = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) ? $0 : "-" })
        return kept.isEmpty ? "-" : kept
    }
}
