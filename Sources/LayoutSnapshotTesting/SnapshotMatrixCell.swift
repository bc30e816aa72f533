#if !canImport(UIKit)
import LayoutCore
import LayoutShotUIKit
import LayoutSpec

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

    /// The cell of `combination`, `nil` when it has no device.
    init?(_ combination: SpecCombination) {
        guard let device = combination.device else { return nil }
        self.init(
            device: device, orientation: combination.orientation ?? .portrait,
            traits: SnapshotTraits(textSize: combination.textSize ?? .large, direction: combination.direction ?? .leftToRight))
    }
}
#endif
