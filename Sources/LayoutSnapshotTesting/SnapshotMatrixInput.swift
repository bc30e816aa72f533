import LayoutCore

/// A matrix cell's inputs in words, as a name collision names them: the device by its full name, since its file name
/// keeps only ASCII letters and digits (`Galaxy S23` and `Galaxy S23+` are both `Galaxy-S23`).
enum SnapshotMatrixInput {
    /// `"feed" on Galaxy S23+, portrait, text accessibilityXL, right to left` (the traits only when given).
    static func describe(
        _ name: String, _ device: DeviceModel, _ orientation: DeviceModel.Orientation, traits: SnapshotTraits?
    ) -> String {
        var text = "\"\(name)\" on \(device.name), \(orientation.rawValue)"
        if let traits {
            text += ", text \(traits.textSize.shortName)" + (traits.direction == .rightToLeft ? ", right to left" : "")
        }
        return text
    }
}
