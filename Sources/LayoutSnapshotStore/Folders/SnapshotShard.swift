/// One of `count` disjoint parts of a snapshot folder, chosen by a hash of each spec's name, so that
/// `count` CI jobs together check every snapshot exactly once and a spec keeps its part when others
/// are added or removed.
public struct SnapshotShard: Hashable, Sendable, CustomStringConvertible {
    /// The part, from 1 to `count`.
    public let index: Int
    /// How many parts there are.
    public let count: Int

    /// The largest number of parts.
    public static let maximumCount = 1024

    /// Parses `I/N` with `1 ≤ I ≤ N ≤ maximumCount`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            (1...Self.maximumCount).contains(count), (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the spec called `name` belongs to this part.
    public func contains(_ name: String) -> Bool {
        Int(FNV1a.hash(name.utf8) % UInt64(count)) == index - 1
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}
