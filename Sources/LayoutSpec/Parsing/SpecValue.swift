/// A parsed JSON or YAML value, kept with its key order so messages and output stay deterministic.
public enum SpecValue: Hashable, Sendable {
    /// `null` (JSON) or `~`/`null` (YAML).
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([SpecValue])
    /// An object: keys in file order.
    case object([(key: String, value: SpecValue)])

    /// A short rendering of the value for error messages.
    public var brief: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return SpecValue.format(n)
        case .string(let s): return "\"\(ControlCharacters.escaped(s.count > 40 ? String(s.prefix(40)) + "…" : s))\""
        case .array(let a): return "an array of \(a.count)"
        case .object: return "an object"
        }
    }

    /// The value for `key` when this is an object.
    public subscript(key: String) -> SpecValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    static func format(_ n: Double) -> String {
        n.isFinite && n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }

    public static func == (lhs: SpecValue, rhs: SpecValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }
}
