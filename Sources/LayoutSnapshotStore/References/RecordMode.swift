/// When a snapshot check writes its reference.
///
/// Chosen, first match wins, by the `record:` argument or `--record MODE`, then the
/// `LAYOUTSHOT_RECORD` environment variable, then the default: `never` when `CI` is set (so a
/// missing reference fails on a CI box instead of being recorded there and lost), else `missing`.
/// Writing a reference is never a failure by itself; the check reports what it wrote.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write every reference that is missing or not identical (pixel for pixel, byte for byte).
    case all
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Write references that are missing, unreadable or fail the comparison; leave passing ones alone.
    case failed
    /// Never write: a missing reference is a failure. What `snapshots verify` always uses.
    case never

    /// The environment variable that sets the mode when no explicit one is given.
    public static let environmentVariable = "LAYOUTSHOT_RECORD"

    /// The mode in force: `explicit` if given, else `LAYOUTSHOT_RECORD`, else `fallback`, else `never` on CI
    /// and `missing` elsewhere.
    ///
    /// `CI` counts as set unless it is empty, `0` or `false`.
    public static func resolve(
        _ explicit: RecordMode? = nil, environment: [String: String], fallback: RecordMode? = nil
    ) throws(SnapshotError) -> RecordMode {
        if let explicit { return explicit }
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw .invalidRecordMode(source: environmentVariable, value: value)
            }
            return mode
        }
        return fallback ?? (isCI(environment) ? .never : .missing)
    }

    /// Whether the environment says this is a CI run.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }
}
