import Foundation
import LayoutSnapshotTesting
import Testing

/// A spec put on a device by the Swift API (`Spec.on`, for a spec already decoded) and by the decoder (a spec file's
/// matrix, `.specFile`) is the same spec: on every device of the catalogue, in both orientations, for the engine and
/// for a compositional list whose margins and safe area follow the device.
@Suite struct SpecRoutesAgreeTests {
    static let flow = #"{"viewport": {"width": 320, "height": 480}, "layout": {"kind": "flow", "itemSize": {"width": 90, "height": 60}, "lineSpacing": 8}, "sections": [{"items": {"count": 9}}]}"#
    static let list = #"{"viewport": {"width": 320, "height": 480}, "layout": {"kind": "compositional", "list": {"appearance": "insetGrouped"}}, "sections": [{"items": {"count": 5}}]}"#

    @Test(arguments: [flow, list])
    func bothRoutesPutTheSpecOnEveryDeviceAlike(text: String) throws {
        let decoded = try SpecDecoder.decode(Array(text.utf8), file: "s.json")
        let source = try SpecSource(Array(text.utf8), file: "s.json")
        for device in DeviceModel.all {
            for orientation in [DeviceModel.Orientation.portrait, .landscape] {
                let combination = SpecCombination(device: device, orientation: orientation)
                let byDecoder = try source.decode(combination)
                let byAPI = decoded.on(device, orientation)
                #expect(byAPI.layout.compute().resolvedContent() == byDecoder.layout.compute().resolvedContent(), "\(device.name) \(orientation)")
                #expect(byAPI.layout.viewport == byDecoder.layout.viewport, "\(device.name) \(orientation)")
                #expect(byAPI.scale == byDecoder.scale, "\(device.name) \(orientation)")
            }
        }
    }
}
