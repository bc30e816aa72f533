/// Expands a spec's `variants` into one spec per variant, each with some `layout` keys overridden.
///
/// A variant is an object of `layout` keys (any except `kind`) applied as if written in the layout
/// block: it replaces that key's value there, and a section that sets the key itself keeps its own value.
public enum SpecVariants {
    /// Upper bound on the variants of one spec; a sheet wider than this is no longer readable.
    public static let maximumCount = 24

    /// The keys a variant may override: every key of `layout` except `kind`.
    static var overridableKeys: Set<String> {
        LayoutDecoder.layoutOnlyKeys.union(SectionOptions.keys).subtracting(["kind"])
    }

    /// The spec file at `path` expanded into its variants, or the spec alone when it has none.
    public static func expand(contentsOfFile path: String) throws(SpecError) -> [SpecVariant] {
        try expand(SpecDecoder.bytes(ofFile: path), file: path)
    }

    /// Spec text expanded into its variants, or the spec alone when it has none; an error in a variant's
    /// value names the variant's path (`variants[1].columns`), not the layout block's.
    public static func expand(_ bytes: [UInt8], file: String) throws(SpecError) -> [SpecVariant] {
        try expand(root: SpecDecoder.parse(bytes, file: file), file: file)
    }

    /// Parsed spec text expanded into its variants (see `expand(_:file:)`).
    static func expand(root: SpecValue, file: String) throws(SpecError) -> [SpecVariant] {
        let top = try SpecReader(file: file, path: "", value: root).object(allowing: SpecDecoder.topLevelKeys)
        let base = try SpecDecoder.decode(top, file: file, offsetsOverride: nil)
        guard let list = top.child("variants") else {
            return [SpecVariant(spec: base, overrides: [], value: root, isVariant: false)]
        }
        // Decoding `base` checked the variants against the combinations' limits (`SpecMatrix.combinations(in:)`).
        let variants = try overrides(in: list)
        var result: [SpecVariant] = []
        for (index, overrides) in variants.enumerated() {
            let merged = applying(overrides, to: root)
            let spec: Spec
            do {
                let reader = try SpecReader(file: file, path: "", value: merged).object(allowing: SpecDecoder.topLevelKeys)
                spec = try SpecDecoder.decode(reader, file: file, offsetsOverride: nil)
            } catch {
                throw relocated(error, variant: index, keys: overrides.map(\.key))
            }
            result.append(SpecVariant(spec: spec, overrides: overrides, value: merged, isVariant: true))
        }
        return result
    }

    /// Checks the shape of a `variants` list and returns each variant's overrides in file order.
    static func overrides(in reader: SpecReader) throws(SpecError) -> [[VariantOverride]] {
        let elements = try reader.elements()
        guard (1...maximumCount).contains(elements.count) else {
            throw reader.fail("must list 1 to \(maximumCount) variants, got \(elements.count)")
        }
        var result: [[VariantOverride]] = []
        for element in elements {
            if let kind = element.child("kind") {
                throw kind.fail("the layout kind cannot vary within one spec; compare kinds with one spec file each "
                    + "(layoutshot review A.json B.json)")
            }
            if case .object(let pairs) = try element.object(allowing: overridableKeys).value {
                result.append(pairs.map { VariantOverride(key: $0.key, value: $0.value) })
            }
        }
        return result
    }

    /// The spec with `overrides` written into its layout block (replacing keys in place, appending new
    /// ones) and without its `variants`, so it decodes as an ordinary spec.
    static func applying(_ overrides: [VariantOverride], to root: SpecValue) -> SpecValue {
        guard case .object(let pairs) = root else { return root }
        var result: [(key: String, value: SpecValue)] = []
        for pair in pairs where pair.key != "variants" {
            guard pair.key == "layout", case .object(var layout) = pair.value else {
                result.append(pair)
                continue
            }
            for override in overrides {
                if let index = layout.firstIndex(where: { $0.key == override.key }) {
                    layout[index].value = override.value
                } else {
                    layout.append((override.key, override.value))
                }
            }
            result.append((pair.key, .object(layout)))
        }
        return .object(result)
    }

    /// An error from decoding a variant, moved onto the variant's own path when the bad value came from it.
    static func relocated(_ error: SpecError, variant: Int, keys: [String]) -> SpecError {
        guard case let .invalid(file, path, message) = error else { return error }
        for key in keys {
            let prefix = "layout.\(key)"
            if path == prefix || path.hasPrefix(prefix + ".") || path.hasPrefix(prefix + "[") {
                return .invalid(file: file, path: "variants[\(variant)].\(key)" + path.dropFirst(prefix.count), message: message)
            }
        }
        return .invalid(file: file, path: path, message: message + " (with variants[\(variant)] applied)")
    }
}
