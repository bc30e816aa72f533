import LayoutCore

extension SpecDecoder {
    /// The top-level keys that name a device: `"device": "iPhone 14 Pro"`, `"orientation": "landscape"`.
    static let deviceKeys: Set<String> = ["device", "orientation"]

    /// The screen of the device a spec names (its size is the viewport, its scale the default scale, its safe area
    /// a compositional layout's default `safeArea`), or `nil` without `device`. A spec gives `device` or
    /// `viewport`, not both; `orientation` (default portrait) needs `device`.
    static func deviceScreen(in top: SpecReader) throws(SpecError) -> (model: DeviceModel, screen: DeviceModel.Screen)? {
        guard let reader = top.child("device") else {
            if let orientation = top.child("orientation") { throw orientation.fail("needs a device to turn") }
            return nil
        }
        if let viewport = top.child("viewport") { throw viewport.fail("give either device or viewport, not both") }
        let model = try deviceModel(reader)
        let orientation = try top.child("orientation")?.choice(DeviceModel.Orientation.self) ?? .portrait
        return (model, model.screen(orientation))
    }

    /// The known model `reader` names, or an error listing the three nearest known names.
    static func deviceModel(_ reader: SpecReader) throws(SpecError) -> DeviceModel {
        let name = try reader.string()
        guard let model = DeviceModel.named(name) else {
            let nearest = DeviceModel.nearestNames(to: name).map { "\"\($0)\"" }.joined(separator: ", ")
            throw reader.fail(
                "unknown device \"\(name)\"; the nearest known are \(nearest) (docs/formats.md lists all \(DeviceModel.known.count))")
        }
        return model
    }
}
