#if !canImport(UIKit)
import Foundation
import LayoutShotUIKit

// Snapshots of an app's own layout object, driven by `LayoutHost` as UICollectionView drives it.

/// Checks `layout` in `collectionView` at each of `offsets` (a filmstrip when several; without offsets,
/// the whole content with effects at offset 0) against its reference, as `assertLayoutSnapshot(of:as:)`
/// does for specs; a fault of the layout (an index path out of range, a NaN frame, …) fails the test with
/// UIKit-style wording that names the method.
///
/// ```swift
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
/// collectionView.dataSource = feed
/// assertLayoutSnapshot(of: layout, in: collectionView, at: [.zero, CGPoint(x: 0, y: 600)], as: .png)
/// ```
@MainActor
public func assertLayoutSnapshot<Format>(
    of layout: UICollectionViewLayout,
    in collectionView: UICollectionView,
    at offsets: [CGPoint]? = nil,
    as snapshotting: Snapshotting<[ResolvedLayout], Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertLayoutSnapshots(
        of: layout, in: collectionView, at: offsets, as: [AnySnapshotting(snapshotting)], named: name, record: record,
        snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Checks `layout` in `collectionView` at each of `offsets` with several strategies under one name.
/// Without `offsets`, the whole content is shown (every element, effects at offset 0).
@MainActor
public func assertLayoutSnapshots(
    of layout: UICollectionViewLayout,
    in collectionView: UICollectionView,
    at offsets: [CGPoint]? = nil,
    as strategies: [AnySnapshotting<[ResolvedLayout]>],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let frames = hostedFrames(of: layout, in: collectionView, at: offsets)
    assertLayoutSnapshots(
        of: try frames.get(), as: strategies, named: name, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Checks `layout` like `assertLayoutSnapshots(of:in:at:as:)` and returns the failure message instead of reporting it.
@MainActor
public func verifyLayoutSnapshots(
    of layout: UICollectionViewLayout,
    in collectionView: UICollectionView,
    at offsets: [CGPoint]? = nil,
    as strategies: [AnySnapshotting<[ResolvedLayout]>],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    let frames = hostedFrames(of: layout, in: collectionView, at: offsets)
    return verifyLayoutSnapshots(
        of: try frames.get(), as: strategies, named: name, record: record, snapshotDirectory: snapshotDirectory,
        file: filePath, testName: testName)
}

/// What `layout` shows in `collectionView`: one frame per offset, or the whole content.
@MainActor
private func hostedFrames(
    of layout: UICollectionViewLayout, in collectionView: UICollectionView, at offsets: [CGPoint]?
) -> Result<[ResolvedLayout], LayoutFault> {
    hosting(layout, in: collectionView) { host throws(LayoutFault) in
        guard let offsets else { return [try host.resolveContent()] }
        return try host.resolve(offsets: offsets)
    }
}

/// The frames `run` makes of `layout` attached to `collectionView` through a host, or the fault it met. The
/// host's warnings (what UIKit tolerates but explains a surprising picture) are printed, not failed.
@MainActor
func hosting<Frames>(
    _ layout: UICollectionViewLayout, in collectionView: UICollectionView,
    _ run: (LayoutHost) throws(LayoutFault) -> Frames
) -> Result<Frames, LayoutFault> {
    if collectionView.collectionViewLayout !== layout { collectionView.collectionViewLayout = layout }
    let host = LayoutHost(collectionView: collectionView)
    defer { for warning in host.warnings { print("LayoutShot warning: \(warning)") } }
    do throws(LayoutFault) {
        return .success(try run(host))
    } catch {
        return .failure(error)
    }
}
#endif
