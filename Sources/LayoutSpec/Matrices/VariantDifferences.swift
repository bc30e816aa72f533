/// What sets several specs apart, so that a sheet of unrelated spec files can caption each one with
/// what differs instead of its whole contents.
public enum VariantDifferences {
    /// Top-level keys that never count as a difference: they name or describe a spec, or list variants.
    public static let ignoredKeys: Set<String> = ["name", "description", "variants"]

    /// For each value, `path: value` lines for the leaves in which the values do not all agree, in the
    /// order first met, at most `limit` lines and then a count of the rest. Layout keys are named without
    /// the `layout.` prefix, as variants name them; a missing key reads `(not set)`.
    public static func lines(among values: [SpecValue], limit: Int = 4) -> [[String]] {
        var leaves: [(path: String, values: [SpecValue?])] = []
        collect(values.map { $0 }, path: "", into: &leaves)
        return values.indices.map { i in
            var lines = leaves.prefix(limit).map { leaf in
                "\(leaf.path): \(leaf.values[i].map(VariantOverride.describe) ?? "(not set)")"
            }
            if leaves.count > limit { lines.append("and \(leaves.count - limit) more differences") }
            return lines
        }
    }

    /// Walks objects (all present) and arrays (all of one length) together; anything else that
    /// differs is a leaf.
    private static func collect(_ nodes: [SpecValue?], path: String, into leaves: inout [(path: String, values: [SpecValue?])]) {
        guard let first = nodes.first, nodes.contains(where: { $0 != first }) else { return }
        let objects = nodes.compactMap { node -> [(key: String, value: SpecValue)]? in
            if case .object(let pairs)? = node { return pairs }
            return nil
        }
        if objects.count == nodes.count {
            var keys: [String] = []
            for pairs in objects {
                for pair in pairs where !keys.contains(pair.key) { keys.append(pair.key) }
            }
            for key in keys where !(path.isEmpty && ignoredKeys.contains(key)) {
                collect(nodes.map { $0?[key] }, path: join(path, key), into: &leaves)
            }
            return
        }
        let arrays = nodes.compactMap { node -> [SpecValue]? in
            if case .array(let elements)? = node { return elements }
            return nil
        }
        if arrays.count == nodes.count, let count = arrays.first?.count, arrays.allSatisfy({ $0.count == count }) {
            for index in 0..<count {
                collect(arrays.map { $0[index] }, path: "\(path)[\(index)]", into: &leaves)
            }
            return
        }
        leaves.append((path, nodes))
    }

    private static func join(_ path: String, _ key: String) -> String {
        switch path {
        case "": key
        case "layout": key
        default: "\(path).\(key)"
        }
    }
}
