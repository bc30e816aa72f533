import LayoutCore

/// A spec file read once (through `InputFile`) and parsed once: the spec as written and each combination of its
/// `matrix` and `variants` are decoded from this one tree, by the command line and the Swift API alike.
public struct SpecSource: Sendable {
    /// The file, as messages name it.
    public let file: String
    /// The parsed text.
    let root: SpecValue

    /// The spec file at `path`, read and parsed; its size is limited as any spec file's.
    public static func read(contentsOfFile path: String) throws(SpecError) -> SpecSource {
        try SpecSource(SpecDecoder.bytes(ofFile: path), file: path)
    }

    /// Spec text, parsed; `file` names it in messages and decides JSON or YAML as `SpecDecoder` does.
    public init(_ bytes: [UInt8], file: String) throws(SpecError) {
        self.file = file
        root = try SpecDecoder.parse(bytes, file: file)
    }

    /// The combinations of the spec's `matrix` and `variants`, `[]` without either (`SpecMatrix.combinations`).
    public func combinations() throws(SpecError) -> [SpecCombination] {
        try SpecMatrix.combinations(in: SpecReader(file: file, path: "", value: root).object(allowing: SpecDecoder.topLevelKeys))
    }

    /// Whether the spec has a `matrix` block, so that it is reviewed as a matrix sheet.
    public var hasMatrix: Bool { root["matrix"] != nil }

    /// The spec's `description`, when it gives one as text.
    public var description: String? {
        guard case .string(let text)? = root["description"] else { return nil }
        return text
    }

    /// The spec expanded into its variants, or the spec alone (`SpecVariants.expand(_:file:)`).
    public func variants() throws(SpecError) -> [SpecVariant] {
        try SpecVariants.expand(root: root, file: file)
    }

    /// The spec as written (`nil`), or as `combination`: its variant merged in, put on its device (the model as
    /// listed, never looked up again by name), at its text size and direction.
    public func decode(_ combination: SpecCombination? = nil, textSize: TextSizeCategory = .large) throws(SpecError) -> Spec {
        guard let combination else {
            return try SpecDecoder.decode(
                SpecReader(file: file, path: "", value: root).object(allowing: SpecDecoder.topLevelKeys), file: file,
                offsetsOverride: nil, textSize: textSize)
        }
        return try SpecMatrix.decode(root: root, file: file, combination: combination)
    }
}
