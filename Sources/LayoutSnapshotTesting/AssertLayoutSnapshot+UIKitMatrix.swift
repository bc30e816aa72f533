#if !canImport(UIKit)
import LayoutCore
import LayoutShotUIKit
import LayoutSnapshotStore

/// One cell of a snapshot matrix of an app's own layout: the device, how it is held and the traits, for the closure
/// that builds the host of that cell (its size provider at `traits.textSize`, for one).
public struct SnapshotMatrixCell: Hashable, Sendable {
    /// The device.
    public var device: DeviceModel
    /// How it is held.
    public var orientation: DeviceModel.Orientation
    /// The text size and layout direction.
    public var traits: SnapshotTraits

    /// Creates a cell.
    public init(device: DeviceModel, orientation: DeviceModel.Orientation, traits: SnapshotTraits = SnapshotTraits()) {
        self.device = device
        self.orientation = orientation
        self.traits = traits
    }

    /// The device's screen in this orientation, in points: the collection view's size.
    public var viewport: CGSize {
        let size = device.screen(orientation).size
        return CGSize(width: size.width, height: size.height)
    }

    /// `NAME.DEVICE.ORIENTATION`, then the traits' suffix when traits were given.
    func referenceName(_ name: String, withTraits: Bool) -> String {
        "\(name).\(device.fileName).\(orientation.rawValue)" + (withTraits ? traits.nameSuffix : "")
    }
}

/// Checks an app's layout on every device of `devices` in each of `orientations` under each of `traits`: `host` builds
/// the host of each cell, whose collection view then takes the device (`UIView.adopt`: the screen's size, safe area,
/// size classes, idiom and scale, the text size and direction). Each cell has its own reference,
/// `test.NAME.DEVICE.ORIENTATION[.TEXTSIZE[.rtl]].EXT` (the traits' part only when `traits` is given); every cell that
/// fails is reported in one failure, in order.
///
/// ```swift
/// assertLayoutSnapshots(as: [.layout, .png], on: [iPhoneSE, iPadAir], traits: [.textSize(.large), .textSize(.accessibilityExtraExtraExtraLarge)],
///                       named: "list") { cell in
///     LayoutHost(layout: makeList(), viewport: cell.viewport, dataSource: rows,
///                sizeProvider: .text(style: .body, at: cell.traits.textSize) { rows.title(at: $0.indexPath) })
/// }
/// ```
@MainActor
public func assertLayoutSnapshots(
    as strategies: [AnySnapshotting<[ResolvedLayout]>],
    on devices: [DeviceModel],
    orientations: [DeviceModel.Orientation] = [.portrait],
    traits: [SnapshotTraits]? = nil,
    at offsets: [CGPoint]? = nil,
    named name: String,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    host: (SnapshotMatrixCell) -> LayoutHost
) {
    guard
        let failure = hostMatrix(
            as: strategies, on: devices, orientations: orientations, traits: traits, at: offsets, named: name, record: record,
            snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName, host: host)
    else { return }
    SnapshotFailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks a matrix like `assertLayoutSnapshots(as:on:orientations:traits:at:named:host:)` and returns the failure
/// message (`nil` when every cell matched or was recorded).
@MainActor
public func verifyLayoutSnapshots(
    as strategies: [AnySnapshotting<[ResolvedLayout]>],
    on devices: [DeviceModel],
    orientations: [DeviceModel.Orientation] = [.portrait],
    traits: [SnapshotTraits]? = nil,
    at offsets: [CGPoint]? = nil,
    named name: String,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    host: (SnapshotMatrixCell) -> LayoutHost
) -> String? {
    hostMatrix(
        as: strategies, on: devices, orientations: orientations, traits: traits, at: offsets, named: name, record: record,
        snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName, host: host)?.message
}

/// The failures of every cell, `nil` when all matched or were recorded.
@MainActor
private func hostMatrix(
    as strategies: [AnySnapshotting<[ResolvedLayout]>], on devices: [DeviceModel], orientations: [DeviceModel.Orientation],
    traits: [SnapshotTraits]?, at offsets: [CGPoint]?, named name: String, record: RecordMode?, snapshotDirectory: String?,
    filePath: StaticString, testName: String, host make: (SnapshotMatrixCell) -> LayoutHost
) -> SnapshotFailure? {
    var all = SnapshotFailure()
    for device in devices {
        for orientation in orientations {
            for cellTraits in traits ?? [SnapshotTraits()] {
                let cell = SnapshotMatrixCell(device: device, orientation: orientation, traits: cellTraits)
                let host = make(cell)
                host.collectionView.adopt(device, orientation, textSize: cellTraits.textSize, direction: cellTraits.direction)
                defer { for warning in host.warnings { print("LayoutShot warning: \(warning)") } }
                let frames = Result { () throws(LayoutFault) -> [ResolvedLayout] in
                    guard let offsets else { return [try host.resolveContent()] }
                    return try host.resolve(offsets: offsets)
                }
                let assertion = SnapshotAssertion(
                    strategies: strategies, name: cell.referenceName(name, withTraits: traits != nil), record: record,
                    snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName,
                    input: SnapshotMatrixInput.describe(name, device, orientation, traits: traits == nil ? nil : cellTraits))
                guard let failure = assertion.check(try frames.get()) else { continue }
                all.messages += failure.messages
                all.attachments += failure.attachments
            }
        }
    }
    return all.isEmpty ? nil : all
}
#endif
