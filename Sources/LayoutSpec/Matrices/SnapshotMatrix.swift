import LayoutCore

/// The axes of a snapshot matrix, as a value: a spec file's `matrix` block and the Swift assertions' `matrix:` both
/// become one, so both list their combinations, and name their references, by one rule.
///
/// ```swift
/// SnapshotMatrix(devices: [iPhoneSE, iPadAir], textSizes: [.large, .accessibilityExtraExtraExtraLarge])
/// ```
public struct SnapshotMatrix: Hashable, Sendable {
    /// The devices, or `nil` to keep the subject's own viewport.
    public var devices: [DeviceModel]?
    /// How each device is held, or `nil`: upright when devices are listed, the subject's own otherwise.
    public var orientations: [DeviceModel.Orientation]?
    /// The text sizes, or `nil` for Large with no text size in the names.
    public var textSizes: [TextSizeCategory]?
    /// The layout directions, or `nil` for left to right.
    public var directions: [UserInterfaceDirection]?

    /// A matrix over the axes given; an axis left out is not part of the names.
    public init(
        devices: [DeviceModel]? = nil, orientations: [DeviceModel.Orientation]? = nil, textSizes: [TextSizeCategory]? = nil,
        directions: [UserInterfaceDirection]? = nil
    ) {
        self.devices = devices
        self.orientations = orientations
        self.textSizes = textSizes
        self.directions = directions
    }

    /// Every combination, devices outermost, then orientations, text sizes and directions; each names its references
    /// with `SpecCombination.nameSuffix`.
    public var combinations: [SpecCombination] {
        var cells: [SpecCombination] = []
        for device in devices.map({ $0.map(Optional.some) }) ?? [nil] {
            for orientation in orientations.map({ $0.map(Optional.some) }) ?? (device == nil ? [nil] : [.portrait]) {
                for textSize in textSizes.map({ $0.map(Optional.some) }) ?? [nil] {
                    for direction in directions.map({ $0.map(Optional.some) }) ?? [nil] {
                        cells.append(SpecCombination(device: device, orientation: orientation, textSize: textSize, direction: direction))
                    }
                }
            }
        }
        return cells
    }
}
