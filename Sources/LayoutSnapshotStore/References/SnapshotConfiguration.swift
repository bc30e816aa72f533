/// Settings for every snapshot check inside a scope (`withLayoutSnapshotTesting`, the
/// `.layoutSnapshots(...)` test trait); what an assertion is given explicitly still wins.
public struct SnapshotConfiguration: Sendable, Hashable {
    /// The record mode; `nil` leaves it to `LAYOUTSHOT_RECORD` and the CI default.
    public var record: RecordMode?
    /// The folder references go to instead of `__Snapshots__/<TestFile>/`.
    public var directory: String?
    /// The image comparison of strategies made without explicit options (`.png`).
    public var imageOptions: ImageDiffOptions?
    /// Whether writing a reference fails the assertion that wrote it; `nil` means no.
    public var failsOnRecord: Bool?

    /// Creates a configuration; every setting left `nil` is inherited from the enclosing scope.
    public init(
        record: RecordMode? = nil, directory: String? = nil, imageOptions: ImageDiffOptions? = nil, failsOnRecord: Bool? = nil
    ) {
        self.record = record
        self.directory = directory
        self.imageOptions = imageOptions
        self.failsOnRecord = failsOnRecord
    }

    /// The configuration in force: the innermost scope's settings over the outer ones'.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// `self` inside `outer`: each setting this one gives replaces the outer one.
    public func inside(_ outer: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(
            record: record ?? outer.record, directory: directory ?? outer.directory,
            imageOptions: imageOptions ?? outer.imageOptions, failsOnRecord: failsOnRecord ?? outer.failsOnRecord)
    }
}
