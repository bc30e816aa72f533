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
    /// The layout direction, when the matrix lists directions.
    public var direction: UserInterfaceDirection?

    /// Creates a combination.
    public init(
        variant: Int? = nil, device: DeviceModel? = nil, orientation: DeviceModel.Orientation? = nil, textSize: TextSizeCategory? = nil,
        direction: UserInterfaceDirection? = nil
    ) {
        self.variant = variant
        self.device = device
        self.orientation = orientation
        self.textSize = textSize
        self.direction = direction
    }

    /// The combination in words, as messages name it, the device by its full name (its file name keeps only ASCII
    /// letters and digits): `variant 1, iPhone 14 Pro, landscape, text accessibilityXL, right to left`.
    public var summary: String {
        var parts: [String] = []
        if let variant { parts.append("variant \(variant + 1)") }
        if let device { parts.append(device.name) }
        if let orientation { parts.append(orientation.rawValue) }
        if let textSize { parts.append("text \(textSize.shortName)") }
        if direction == .rightToLeft { parts.append("right to left") }
        return parts.joined(separator: ", ")
    }

    /// What the combination adds to the spec's name, one `.`-separated segment per axis in a fixed order:
    /// `.variant-K` (K counted from 1), the device (`.iPhone-14-Pro`), the orientation, the text size
    /// (`.accessibilityXL`), and `.rtl` right to left (left to right, the default, adds nothing, so that listing
    /// directions keeps the names the spec had); empty for the spec as written.
    public var nameSuffix: String {
        var segments: [String] = []
        if let variant { segments.append("variant-\(variant + 1)") }
        if let device { segments.append(device.fileName) }
        if let orientation { segments.append(orientation.rawValue) }
        if let textSize { segments.append(textSize.shortName) }
        if direction == .rightToLeft { segments.append(UserInterfaceDirection.rightToLeft.shortName) }
        return segments.map { "." + $0 }.joined()
    }
}
