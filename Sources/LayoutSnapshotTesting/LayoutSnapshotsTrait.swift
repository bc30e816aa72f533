import LayoutSnapshotStore
import Testing

/// The Swift Testing trait form of `withLayoutSnapshotTesting`: `@Suite(.layoutSnapshots(record: .failed))`
/// applies the settings to every test of the suite (and its nested suites), `@Test(...)` to one test.
public struct LayoutSnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings the trait applies.
    public let configuration: SnapshotConfiguration

    /// Applies to the suite's tests and nested suites.
    public var isRecursive: Bool { true }

    /// Runs `function` inside the trait's settings.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotConfiguration.$current.withValue(configuration.inside(SnapshotConfiguration.current)) {
            try await function()
        }
    }
}

extension Trait where Self == LayoutSnapshotsTrait {
    /// Snapshot settings for the suite or test: record mode, reference folder, image comparison, failing on record.
    public static func layoutSnapshots(
        record: RecordMode? = nil, directory: String? = nil, imageOptions: ImageDiffOptions? = nil, failsOnRecord: Bool? = nil
    ) -> LayoutSnapshotsTrait {
        LayoutSnapshotsTrait(
            configuration: SnapshotConfiguration(
                record: record, directory: directory, imageOptions: imageOptions, failsOnRecord: failsOnRecord))
    }
}
