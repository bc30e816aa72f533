import LayoutCore

/// One cell of a spec's `matrix` (and, with `variants`, one variant): what is put into the spec before it is decoded,
/// and the name its references get.
public struct SpecCombination: Hashable, Sendable {
    /// The variant (0-based index into `variants`), or `nil` for the layout as written.
    public var variant: Int?
    /// The device, when the matrix lists devices.
    public var device: DeviceModel?
    /// How the device is held, when the matrix lists devices or orientations.
    public var orientation: DeviceModel.Orientation?
    /// The text size, when the matrix lists text sizes.
    public var textSize: TextSizeCategory?

    /// Creates a combination.
    public init(
        variant: Int? = nil, device: DeviceModel? = nil, orientation: DeviceModel.Orientation? = nil, textSize: TextSizeCategory? = nil
    ) {
        self.variant = variant
        self.device = device
        self.orientation = orientation
        self.textSize = textSize
    }

    /// What the combination adds to the spec's name, one `.`-separated segment per axis in a fixed order:
    /// `.variant-K` (K counted from 1), the device (`.iPhone-14-Pro`), the orientation, the text size
    /// (`.accessibilityXL`); empty for the spec as written.
    public var nameSuffix: String {
        var segments: [String] = []
        if let variant { segments.append("variant-\(variant + 1)") }
        if let device { segments.append(device.fileName) }
        if let orientation { segments.append(orientation.rawValue) }
        if let textSize { segments.append(textSize.shortName) }
        return segments.map { "." + $0 }.joined()
    }
}
