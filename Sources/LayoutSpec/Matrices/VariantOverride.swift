/// One layout key a variant overrides, with its value as written in the spec.
public struct VariantOverride: Hashable, Sendable {
    /// The layout key (`columns`, `alignment`, ...).
    public var key: String
    /// The value given for it.
    public var value: SpecValue

    /// Creates an override.
    public init(key: String, value: SpecValue) {
        self.key = key
        self.value = value
    }

    /// `key: value` as a caption shows it, such as `columns: 3` or `sectionInset: {top: 8, left: 16}`.
    public var caption: String { "\(key): \(Self.describe(value))" }

    /// Longest value text a caption shows before cutting it short with an ellipsis.
    static let maximumValueLength = 48

    /// A value written compactly for captions: strings without quotes, objects as `{key: value, ...}`.
    static func describe(_ value: SpecValue) -> String {
        let text = compact(value)
        return text.count > maximumValueLength ? String(text.prefix(maximumValueLength - 1)) + "…" : text
    }

    private static func compact(_ value: SpecValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): SpecValue.format(n)
        case .string(let s): s
        case .array(let elements): "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let pairs): "{" + pairs.map { "\($0.key): \(compact($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}

/// One panel of a variant sheet: a spec with a variant's overrides applied, or the spec itself.
public struct SpecVariant: Sendable {
    /// The decoded spec with the overrides applied.
    public var spec: Spec
    /// The layout keys this variant overrides, in file order.
    public var overrides: [VariantOverride]
    /// The parsed spec with the overrides merged into `layout`, for comparing specs with each other.
    public var value: SpecValue
    /// Whether this came from a `variants` list (an empty variant `{}` shows the spec as written).
    public var isVariant: Bool

    /// Creates a variant.
    public init(spec: Spec, overrides: [VariantOverride], value: SpecValue, isVariant: Bool) {
        self.spec = spec
        self.overrides = overrides
        self.value = value
        self.isVariant = isVariant
    }

    /// The caption lines of a variant: its overrides, or `as written` for an empty variant.
    public var captionLines: [String] {
        guard isVariant else { return [] }
        return overrides.isEmpty ? ["as written"] : overrides.map(\.caption)
    }
}
