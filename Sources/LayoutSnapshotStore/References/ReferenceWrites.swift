import LayoutSpec
import LayoutPipeline

/// Where a check's reference writes go: straight into place, or staged so that the references of one
/// snapshot are replaced as a set (all written to temporaries first, then renamed; on any failure none is).
public struct ReferenceWrites: Sendable {
    /// Whether writes wait for `commit()`.
    public let isStaged: Bool
    /// The writes waiting for `commit()`.
    public private(set) var staged: [AtomicFile.Staged] = []

    /// Writes that go into place at once.
    public static var immediate: ReferenceWrites { ReferenceWrites(isStaged: false) }

    /// Writes that wait for `commit()`.
    public static var deferred: ReferenceWrites { ReferenceWrites(isStaged: true) }

    /// Writes `bytes` to `path`, now or at `commit()`.
    mutating func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        do {
            if isStaged {
                staged.append(try AtomicFile.stage(bytes, for: path))
            } else {
                try AtomicFile.write(bytes, to: path)
            }
        } catch {
            throw .write(error)
        }
    }

    /// Renames every staged file into place, in order; the first failure discards the rest.
    public mutating func commit() throws(SnapshotError) {
        defer { staged = [] }
        for (index, file) in staged.enumerated() {
            do {
                try file.commit()
            } catch {
                staged[(index + 1)...].forEach { $0.discard() }
                throw .write(error)
            }
        }
    }

    /// Removes every staged file, leaving the references as they were.
    public mutating func discard() {
        staged.forEach { $0.discard() }
        staged = []
    }
}
