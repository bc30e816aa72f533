#if !canImport(UIKit)
import LayoutRender
import LayoutShotHostPictures
import LayoutShotUIKit
import LayoutSpec

extension LayoutSnapshotSubject where Value == [ResolvedLayout] {
    /// An app's own layout object in `collectionView`, driven by `LayoutHost` as UICollectionView drives it: the whole
    /// content, or one frame per offset of `offsets`. It cannot be put on a matrix (use `host(at:_:)` for that).
    @MainActor
    public static func layout(
        _ layout: UICollectionViewLayout, in collectionView: UICollectionView, at offsets: [CGPoint]? = nil
    ) -> LayoutSnapshotSubject {
        LayoutSnapshotSubject(kind: "a layout in its collection view", takesMatrix: false) { _ in
            try hosting(layout, in: collectionView) { host throws(LayoutFault) in try host.frames(at: offsets) }.get()
        }
    }

    /// A host built by `make` for each cell of a matrix, whose collection view then takes the cell's device (`UIView.adopt`:
    /// the screen's size, safe area, size classes, idiom and scale, the text size and direction): the whole content, or
    /// one frame per offset of `offsets`. It needs a matrix with devices.
    @MainActor
    public static func host(
        at offsets: [CGPoint]? = nil, _ make: @escaping (SnapshotMatrixCell) -> LayoutHost
    ) -> LayoutSnapshotSubject {
        LayoutSnapshotSubject(kind: "a layout host", takesMatrix: true) { combination in
            guard let combination, let cell = SnapshotMatrixCell(combination) else {
                throw SnapshotSubjectError.needsDevices("a layout host")
            }
            let host = make(cell)
            host.collectionView.adopt(cell.device, cell.orientation, textSize: cell.traits.textSize, direction: cell.traits.direction)
            defer { for warning in host.warnings { print("LayoutShot warning: \(warning)") } }
            return try host.frames(at: offsets)
        }
    }
}

extension LayoutSnapshotSubject where Value == [ResolvedLayout] {
    /// A screen: the view controller `make` builds for each cell of a matrix, loaded on the cell's device by
    /// `LayoutHost(viewController:device:orientation:textSize:direction:)`, its collection view drawn whole, or one
    /// frame per offset of `offsets`. It needs a matrix with devices.
    @MainActor
    public static func screen(
        at offsets: [CGPoint]? = nil, _ make: @escaping () -> UIViewController
    ) -> LayoutSnapshotSubject {
        LayoutSnapshotSubject(kind: "a screen", takesMatrix: true) { combination in
            guard let combination, let cell = SnapshotMatrixCell(combination) else {
                throw SnapshotSubjectError.needsDevices("a screen")
            }
            let host = try LayoutHost(
                viewController: make(), device: cell.device, orientation: cell.orientation, textSize: cell.traits.textSize,
                direction: cell.traits.direction)
            defer { for warning in host.warnings { print("LayoutShot warning: \(warning)") } }
            return try host.frames(at: offsets)
        }
    }
}

extension LayoutSnapshotSubject where Value == [SceneFrame] {
    /// A batch update's animation (`LayoutHost.transition(at:midpoint:updates:)`) as a filmstrip: the layout before,
    /// midway when `midpoint` is set, and after `updates`.
    @MainActor
    public static func transition(
        of layout: UICollectionViewLayout, in collectionView: UICollectionView, at offset: CGPoint = .zero, midpoint: Bool = true,
        updates: @escaping () -> Void
    ) -> LayoutSnapshotSubject {
        LayoutSnapshotSubject(kind: "a transition", takesMatrix: false) { _ in
            try hosting(layout, in: collectionView) { host throws(LayoutFault) in
                try host.transition(at: offset, midpoint: midpoint, updates: updates).sceneFrames
            }.get()
        }
    }
}

extension LayoutHost {
    /// The whole content, or one frame per offset.
    fileprivate func frames(at offsets: [CGPoint]?) throws(LayoutFault) -> [ResolvedLayout] {
        guard let offsets else { return [try resolveContent()] }
        return try resolve(offsets: offsets)
    }
}

/// Runs `run` on a host of `layout` in `collectionView`, printing the host's warnings.
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
