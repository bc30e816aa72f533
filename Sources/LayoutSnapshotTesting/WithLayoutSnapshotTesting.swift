import LayoutSnapshotStore

/// Runs `operation` with these snapshot settings for every assertion inside it (nested scopes
/// override the settings they give): the record mode, the reference folder, the image comparison of
/// strategies made without explicit options, and whether recording a reference fails the assertion.
public func withLayoutSnapshotTesting<R>(
    record: RecordMode? = nil, directory: String? = nil, imageOptions: ImageDiffOptions? = nil, failsOnRecord: Bool? = nil,
    operation: () throws -> R
) rethrows -> R {
    let scoped = SnapshotConfiguration(record: record, directory: directory, imageOptions: imageOptions, failsOnRecord: failsOnRecord)
    return try SnapshotConfiguration.$current.withValue(scoped.inside(SnapshotConfiguration.current), operation: operation)
}

/// `withLayoutSnapshotTesting` for asynchronous work.
public func withLayoutSnapshotTesting<R>(
    record: RecordMode? = nil, directory: String? = nil, imageOptions: ImageDiffOptions? = nil, failsOnRecord: Bool? = nil,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
    let scoped = SnapshotConfiguration(record: record, directory: directory, imageOptions: imageOptions, failsOnRecord: failsOnRecord)
    return try await SnapshotConfiguration.$current.withValue(scoped.inside(SnapshotConfiguration.current), operation: operation)
}
