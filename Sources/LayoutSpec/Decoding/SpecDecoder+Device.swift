import LayoutCore

extension SpecDecoder {
    /// The top-level keys that name a device: `"device": "iPhone 14 Pro"`, `"orientation": "landscape"`.
    static let deviceKeys: Set<String> = ["device", "orientation"]

    /// The screen of the device a spec names (its size is the viewport, its scale the default scale, its safe area
    /// a compositional layout's default `safeArea`), or `nil` without `device`. A spec gives `device` or
    /// `viewport`, not both; `orientation` (default portrait) needs `device`. A matrix combination's device and
    /// orientation (`placement`) stand in for the spec's own.
    static func deviceScreen(
        in top: SpecReader, placement: SpecCombination? = nil
    ) throws(SpecError) -> (model: DeviceModel, screen: DeviceModel.Screen)? {
        if let model = placement?.device { return (model, model.screen(placement?.orientation ?? .portrait)) }
        guard let reader = top.child("device") else {
            if let orientation = top.child("orientation") { throw orientation.fail("needs a device to turn") }
            return nil
        }
        if let viewport = top.child("viewport") { throw viewport.fail("give either device or viewport, not both") }
        let model = try deviceModel(reader)
        let written = try top.child("orientation")?.choice(DeviceModel.Orientation.self)
        let orientation = placement?.orientation ?? written ?? .portrait
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
