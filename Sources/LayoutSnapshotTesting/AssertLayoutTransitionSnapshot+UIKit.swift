#if !canImport(UIKit)
import Foundation
import LayoutRender
import LayoutShotUIKit

// Snapshots of a batch update's animation: `LayoutHost.transition(at:midpoint:updates:)` as a filmstrip.

/// Performs `updates` as one batch update of `layout` in `collectionView` at `offset` and checks the transition
/// filmstrip (before, the animation's start, its midpoint unless `midpoint` is `false`, after, each frame
/// captioned with its stage) against its reference, as `assertLayoutSnapshot(of:in:at:as:)` checks a scroll
/// filmstrip. A fault (an "Invalid update", a NaN frame, …) fails the test with its message; nothing is
/// recorded.
///
/// ```swift
/// assertLayoutTransitionSnapshot(of: layout, in: collectionView, as: .png) {
///     feed.items.insert(newPost, at: 0)
///     collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
/// }
/// ```
@MainActor
public func assertLayoutTransitionSnapshot<Format>(
    of layout: UICollectionViewLayout,
    in collectionView: UICollectionView,
    at offset: CGPoint = .zero,
    midpoint: Bool = true,
    as snapshotting: Snapshotting<[SceneFrame], Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    updates: () -> Void
) {
    assertLayoutTransitionSnapshots(
        of: layout, in: collectionView, at: offset, midpoint: midpoint, as: [AnySnapshotting(snapshotting)], named: name,
        record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName,
        line: line, column: column, updates: updates)
}

/// Checks the transition filmstrip of `updates` with several strategies under one name.
@MainActor
public func assertLayoutTransitionSnapshots(
    of layout: UICollectionViewLayout,
    in collectionView: UICollectionView,
    at offset: CGPoint = .zero,
    midpoint: Bool = true,
    as strategies: [AnySnapshotting<[SceneFrame]>],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    updates: () -> Void
) {
    let frames = transitionFrames(of: layout, in: collectionView, at: offset, midpoint: midpoint, updates: updates)
    assertLayoutSnapshots(
        of: try frames.get(), as: strategies, named: name, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Checks the transition filmstrip like `assertLayoutTransitionSnapshots` and returns the failure message
/// instead of reporting it.
@MainActor
public func verifyLayoutTransitionSnapshots(
    of layout: UICollectionViewLayout,
    in collectionView: UICollectionView,
    at offset: CGPoint = .zero,
    midpoint: Bool = true,
    as strategies: [AnySnapshotting<[SceneFrame]>],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    updates: () -> Void
) -> String? {
    let frames = transitionFrames(of: layout, in: collectionView, at: offset, midpoint: midpoint, updates: updates)
    return verifyLayoutSnapshots(
        of: try frames.get(), as: strategies, named: name, record: record, snapshotDirectory: snapshotDirectory,
        file: filePath, testName: testName)
}

/// The transition's frames captioned with their stages, through the same hosting as the other layout-object
/// assertions.
@MainActor
private func transitionFrames(
    of layout: UICollectionViewLayout, in collectionView: UICollectionView, at offset: CGPoint, midpoint: Bool,
    updates: () -> Void
) -> Result<[SceneFrame], LayoutFault> {
    hosting(layout, in: collectionView) { host throws(LayoutFault) in
        try host.transition(at: offset, midpoint: midpoint, updates: updates).sceneFrames
    }
}
#endif
