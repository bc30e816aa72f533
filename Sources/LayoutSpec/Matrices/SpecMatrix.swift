import LayoutCore

/// A spec's `matrix` block and `variants` list as a list of combinations, each decoded as its own spec: what
/// `snapshots record|verify` snapshots under one name per combination (docs/formats.md, "Matrices").
///
/// ```json
/// "matrix": {"devices": ["iPhone SE (3rd generation)", "iPad Air (5th generation)"],
///            "orientations": ["portrait", "landscape"], "textSizes": ["large", "accessibilityXXXL"]}
/// ```
public enum SpecMatrix {
    /// The keys of a `matrix` block: its axes.
    static let keys: Set<String> = ["devices", "orientations", "textSizes", "directions"]
    /// Upper bound on the combinations of one spec (variants included).
    public static let maximumCombinations = 96
    /// Upper bound on the items of a spec times its combinations: what snapshotting or reviewing every combination
    /// lays out in all, the per-spec element budget, refused before anything is laid out.
    public static let maximumTotalItems = ItemsDecoder.maximumElements

    /// The combinations of the spec text, in order (variants outermost, then devices, orientations, text sizes,
    /// directions), or `[]` when it has neither `matrix` nor `variants`. A spec with `variants` has its layout as
    /// written first.
    ///
    /// - Throws: `SpecError` naming `matrix` (or `variants`) when the spec makes more than `maximumCombinations`, or
    ///   its items times its combinations exceed `maximumTotalItems`.
    public static func combinations(_ bytes: [UInt8], file: String) throws(SpecError) -> [SpecCombination] {
        let root = try SpecDecoder.parse(bytes, file: file)
        return try combinations(in: SpecReader(file: file, path: "", value: root).object(allowing: SpecDecoder.topLevelKeys))
    }

    /// The combinations of a checked top-level object, their limits checked: the one place they are, as every reader
    /// of a matrix (`combinations(_:file:)` and `SpecDecoder`'s decoding of a spec with a matrix or variants) comes
    /// through here.
    static func combinations(in top: SpecReader) throws(SpecError) -> [SpecCombination] {
        var variants: [Int?] = []
        if let list = top.child("variants") { variants = [nil] + (0..<(try SpecVariants.overrides(in: list).count)).map { $0 } }
        let cells = try matrixCells(in: top)
        guard !variants.isEmpty || !cells.isEmpty else { return [] }
        let combinations = (variants.isEmpty ? [nil] : variants).flatMap { variant in
            (cells.isEmpty ? [SpecCombination()] : cells).map { cell in
                var combination = cell
                combination.variant = variant
                return combination
            }
        }
        let axes = top.child("matrix") ?? top.child("variants")!
        guard combinations.count <= maximumCombinations else {
            throw axes.fail("makes \(combinations.count) combinations; at most \(maximumCombinations) are allowed in one spec")
        }
        // Items beyond the per-spec budget are refused by decoding, at the path of the count that passes it.
        let items = itemCount(in: top)
        guard items > maximumTotalItems || items * combinations.count <= maximumTotalItems else {
            throw axes.fail(
                "makes \(combinations.count) combinations of \(items) items each, \(items * combinations.count) in all; at most "
                    + "\(maximumTotalItems) items are allowed across all combinations together")
        }
        return combinations
    }

    /// The items the spec's `sections` list (an `items` array's length or a generator's `count`), read from the text
    /// alone so that the budget is checked before any item is made; a malformed value counts as none (decoding
    /// reports it), and the sum stops just past `maximumTotalItems`, so that it cannot overflow.
    static func itemCount(in top: SpecReader) -> Int {
        guard case .array(let sections)? = top.value["sections"] else { return 0 }
        var total = 0
        for section in sections {
            switch section["items"] {
            case .array(let items)?: total += items.count
            case .object? where section["items"]?["count"] != nil:
                if case .number(let count)? = section["items"]?["count"], count > 0 {
                    total += count.isFinite && count <= Double(maximumTotalItems) ? Int(count) : maximumTotalItems + 1
                }
            default: break
            }
            if total > maximumTotalItems { return maximumTotalItems + 1 }
        }
        return total
    }

    /// The spec text decoded as `combination`: the variant's overrides in its layout block, the device and orientation
    /// in place of its viewport, the text size applied to what Dynamic Type scales.
    public static func decode(_ bytes: [UInt8], file: String, combination: SpecCombination) throws(SpecError) -> Spec {
        let root = try SpecDecoder.parse(bytes, file: file)
        return try decode(root: root, file: file, combination: combination)
    }

    /// `root` decoded as `combination` (see `decode(_:file:combination:)`).
    static func decode(root: SpecValue, file: String, combination: SpecCombination) throws(SpecError) -> Spec {
        var merged = root
        var keys: [String] = []
        if let variant = combination.variant {
            let top = try SpecReader(file: file, path: "", value: root).object(allowing: SpecDecoder.topLevelKeys)
            let list = try top.required("variants")
            let overrides = try SpecVariants.overrides(in: list)
            guard overrides.indices.contains(variant) else { throw list.fail("has no variant \(variant + 1)") }
            merged = SpecVariants.applying(overrides[variant], to: root)
            keys = overrides[variant].map(\.key)
        }
        merged = withoutAxes(merged)
        do {
            let reader = try SpecReader(file: file, path: "", value: merged).object(allowing: SpecDecoder.topLevelKeys)
            var spec = try SpecDecoder.decode(
                reader, file: file, offsetsOverride: nil, textSize: combination.textSize ?? .large, placement: combination)
            spec.direction = combination.direction ?? .leftToRight
            return spec
        } catch {
            guard let variant = combination.variant else { throw error }
            throw SpecVariants.relocated(error, variant: variant, keys: keys)
        }
    }

    /// The cells of the `matrix` block of `top` (devices, then orientations, text sizes, directions), `[]` without one.
    static func matrixCells(in top: SpecReader) throws(SpecError) -> [SpecCombination] {
        guard let reader = try top.child("matrix")?.object(allowing: keys) else { return [] }
        let devices = try distinct(reader.child("devices")) { r throws(SpecError) in try SpecDecoder.deviceModel(r) }
        let orientations = try distinct(reader.child("orientations")) { r throws(SpecError) in
            try r.choice(DeviceModel.Orientation.self)
        }
        let textSizes = try distinct(reader.child("textSizes")) { r throws(SpecError) in try textSize(r) }
        let directions = try distinct(reader.child("directions")) { r throws(SpecError) in try r.choice(UserInterfaceDirection.self) }
        if devices == nil, orientations == nil, textSizes == nil, directions == nil {
            throw reader.fail("lists no axis; give devices, orientations, textSizes or directions")
        }
        if let devices = reader.child("devices") {
            for key in ["device", "viewport"] where top.child(key) != nil {
                throw devices.fail("the spec gives \(key) already; give either \(key) or matrix.devices")
            }
        } else if let orientations = reader.child("orientations"), top.child("device") == nil {
            throw orientations.fail("needs a device to turn: give device or matrix.devices")
        }
        if reader.child("orientations") != nil, top.child("orientation") != nil {
            throw try reader.required("orientations").fail("the spec gives orientation already; give either orientation or matrix.orientations")
        }
        return SnapshotMatrix(devices: devices, orientations: orientations, textSizes: textSizes, directions: directions).combinations
    }

    /// A text size by its long or short name.
    static func textSize(_ reader: SpecReader) throws(SpecError) -> TextSizeCategory {
        let name = try reader.string()
        guard let category = TextSizeCategory.named(name) else {
            throw reader.fail(
                "unknown text size \"\(name)\"; expected one of "
                    + TextSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + " (or their short names, xSmall … accessibilityXXXL)")
        }
        return category
    }

    /// The values of a list axis, each read by `read`, refusing an empty list and repeats; `nil` when absent.
    private static func distinct<T: Equatable>(
        _ reader: SpecReader?, _ read: (SpecReader) throws(SpecError) -> T
    ) throws(SpecError) -> [T]? {
        guard let reader else { return nil }
        let elements = try reader.elements()
        guard !elements.isEmpty else { throw reader.fail("must list at least one value") }
        var values: [T] = []
        for element in elements {
            let value = try read(element)
            if values.contains(value) { throw element.fail("is listed twice") }
            values.append(value)
        }
        return values
    }

    /// `root` without its `matrix` and `variants`: a combination's device and orientation go to the decoder as models.
    static func withoutAxes(_ root: SpecValue) -> SpecValue {
        guard case .object(let pairs) = root else { return root }
        return .object(pairs.filter { $0.key != "matrix" && $0.key != "variants" })
    }
}
