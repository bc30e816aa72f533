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
        let failure = deviceMatrix(
            of: try spec(), as: strategies, on: devices, orientations: orientations, named: name, record: record,
            snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)
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
    deviceMatrix(
        of: try spec(), as: strategies, on: devices, orientations: orientations, named: name, record: record,
        snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)?.message
}

/// The failures of every combination, `nil` when all matched or were recorded.
private func deviceMatrix(
    of spec: @autoclosure () throws -> Spec, as strategies: [AnySnapshotting<Spec>], on devices: [DeviceModel],
    orientations: [DeviceModel.Orientation], named name: String, record: RecordMode?, snapshotDirectory: String?,
    filePath: StaticString, testName: String
) -> SnapshotFailure? {
    let base: Spec
    do {
        base = try spec()
    } catch {
        return SnapshotFailure(messages: ["Could not make the spec of \(name): \(error)"])
    }
    var all = SnapshotFailure()
    for device in devices {
        for orientation in orientations {
            let assertion = SnapshotAssertion(
                strategies: strategies, name: "\(name).\(fileName(of: device)).\(orientation.rawValue)", record: record,
                snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)
            guard let failure = assertion.check(base.on(device, orientation)) else { continue }
            all.messages += failure.messages
            all.attachments += failure.attachments
        }
    }
    return all.isEmpty ? nil : all
}

/// A device's name as part of a file name (`DeviceModel.fileName`).
func fileName(of device: DeviceModel) -> String { device.fileName }
