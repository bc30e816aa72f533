import LayoutCore
import LayoutSnapshotStore
import LayoutSpec

/// Checks a spec on every device of `devices` in each of `orientations` under each of `traits` (text size and layout
/// direction): `spec` makes the spec at a text size (`SpecDecoder.decode(contentsOfFile:textSize:)`, so that its
/// `text` items grow as the command line's `matrix.textSizes` makes them), which is then put on the device and, right
/// to left, mirrored. Each combination has its own reference, named as `layoutshot snapshots` names the spec's
/// `matrix` combinations: `test.NAME.DEVICE.ORIENTATION.TEXTSIZE[.rtl].EXT`. Every failing one is reported in one
/// failure, in order.
///
/// ```swift
/// assertLayoutSnapshots(of: { try SpecDecoder.decode(contentsOfFile: path, textSize: $0) }, as: [.layout, .png],
///                       on: [iPhoneSE, iPadAir], traits: SnapshotTraits.product([.large, .accessibilityXXXL], [.leftToRight, .rightToLeft]),
///                       named: "tags")   // tags.iPhone-SE-3rd-generation.portrait.accessibilityXXXL.rtl.png, …
/// ```
public func assertLayoutSnapshots(
    of spec: (TextSizeCategory) throws -> Spec,
    as strategies: [AnySnapshotting<Spec>],
    on devices: [DeviceModel],
    orientations: [DeviceModel.Orientation] = [.portrait],
    traits: [SnapshotTraits],
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
            of: spec, as: strategies, on: devices, orientations: orientations, traits: traits, named: name, record: record,
            snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)
    else { return }
    SnapshotFailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks a matrix like `assertLayoutSnapshots(of:as:on:orientations:traits:named:)` and returns the failure message
/// (`nil` when every combination matched or was recorded).
public func verifyLayoutSnapshots(
    of spec: (TextSizeCategory) throws -> Spec,
    as strategies: [AnySnapshotting<Spec>],
    on devices: [DeviceModel],
    orientations: [DeviceModel.Orientation] = [.portrait],
    traits: [SnapshotTraits],
    named name: String,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    specMatrix(
        of: spec, as: strategies, on: devices, orientations: orientations, traits: traits, named: name, record: record,
        snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)?.message
}

/// The failures of every combination, `nil` when all matched or were recorded. The spec is made once per text size;
/// with no `traits` (a device matrix) it is made once, as given, and the names have no text size.
func specMatrix(
    of make: (TextSizeCategory) throws -> Spec, as strategies: [AnySnapshotting<Spec>], on devices: [DeviceModel],
    orientations: [DeviceModel.Orientation], traits: [SnapshotTraits]?, named name: String, record: RecordMode?,
    snapshotDirectory: String?, filePath: StaticString, testName: String
) -> SnapshotFailure? {
    let cells: [SnapshotTraits?] = traits ?? [nil]
    var specs: [TextSizeCategory: Result<Spec, any Error>] = [:]
    var all = SnapshotFailure()
    for textSize in cells.map({ $0?.textSize ?? .large }) where specs[textSize] == nil {
        specs[textSize] = Result { try make(textSize) }
        if case .failure(let error) = specs[textSize] {
            let at = traits == nil ? "" : " at text size \(textSize.shortName)"
            all.messages.append("Could not make the spec of \(name)\(at): \(error)")
        }
    }
    for device in devices {
        for orientation in orientations {
            for cellTraits in cells {
                guard case .success(let base) = specs[cellTraits?.textSize ?? .large] else { continue }
                let direction = cellTraits?.direction ?? .leftToRight
                let combination = SpecCombination(
                    device: device, orientation: orientation, textSize: cellTraits?.textSize, direction: direction)
                var spec = base.on(device, orientation)
                if cellTraits != nil { spec.direction = direction }
                let assertion = SnapshotAssertion(
                    strategies: strategies, name: name + combination.nameSuffix, record: record,
                    snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName,
                    input: SnapshotMatrixInput.describe(name, device, orientation, traits: cellTraits))
                guard let failure = assertion.check(spec) else { continue }
                all.messages += failure.messages
                all.attachments += failure.attachments
            }
        }
    }
    return all.isEmpty ? nil : all
}
