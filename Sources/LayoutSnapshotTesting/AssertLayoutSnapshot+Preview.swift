import LayoutShotSwiftUI

/// Checks a preview of a ported file against its references: `assertLayoutSnapshot(of: .preview(preview), as:
/// strategies, matrix: matrix)`, the reference named by the preview's file and name. One test records every
/// preview of a target:
///
/// ```swift
/// @MainActor @Test(arguments: LayoutShotPreviews.all)
/// func preview(_ preview: LayoutShotPreview) { assertLayoutSnapshot(of: preview) }
/// ```
@MainActor
public func assertLayoutSnapshot(
    of preview: LayoutShotPreview,
    as strategies: [AnySnapshotting<ViewLayout>] = [.layout, .png],
    matrix: SnapshotMatrix? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertLayoutSnapshot(
        of: .preview(preview), as: strategies, matrix: matrix, named: nil, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Checks a preview like `assertLayoutSnapshot(of:as:matrix:)` and returns the failure message instead of reporting it.
@MainActor
public func verifyLayoutSnapshot(
    of preview: LayoutShotPreview,
    as strategies: [AnySnapshotting<ViewLayout>] = [.layout, .png],
    matrix: SnapshotMatrix? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    verifyLayoutSnapshot(
        of: .preview(preview), as: strategies, matrix: matrix, named: nil, record: record, snapshotDirectory: snapshotDirectory,
        file: filePath, testName: testName)
}
