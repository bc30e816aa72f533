import LayoutCore
import LayoutSnapshotStore
import LayoutSpec

/// Checks `spec` on every device of `devices` in each of `orientations` (one layout per combination), each against
/// its own reference `test.NAME.DEVICE.ORIENTATION.EXT` (`feed.grid.iPhone-14-Pro.landscape.png`), and reports every
/// combination that fails in one failure, in the order given.
///
/// ```swift
/// assertLayoutSnapshots(of: spec, as: [.layout, .png], on: [iPhoneSE, iPadAir], orientations: [.portrait, .landscape], named: "feed")
/// ```
public func assertLayoutSnapshots(
    of spec: @autoclosure () throws -> Spec,
    as strategies: [AnySnapshotting<Spec>],
    on devices: [DeviceModel],
    orientations: [DeviceModel.Orientation] = [.portrait],
    named name: String,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let failure = specMatrix(
            of: { _ in try spec() }, as: strategies, on: devices, orientations: orientations, traits: nil, named: name,
            record: record, snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)
    else { return }
    SnapshotFailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks a device matrix like `assertLayoutSnapshots(of:as:on:orientations:named:)` and returns the failure message.
public func verifyLayoutSnapshots(
    of spec: @autoclosure () throws -> Spec,
    as strategies: [AnySnapshotting<Spec>],
    on devices: [DeviceModel],
    orientations: [DeviceModel.Orientation] = [.portrait],
    named name: String,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    specMatrix(
        of: { _ in try spec() }, as: strategies, on: devices, orientations: orientations, traits: nil, named: name,
        record: record, snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)?.message
}
