import LayoutCore
import LayoutSpec

extension Spec {
    /// This spec on `model` held in `orientation`: the device's screen is the viewport and its scale the scale, and a
    /// compositional layout gets the device's safe area (its margins 16 points beside it, as on a phone).
    public func on(_ model: DeviceModel, _ orientation: DeviceModel.Orientation) -> Spec {
        let screen = model.screen(orientation)
        var spec = self
        spec.scale = model.scale
        switch layout {
        case .engine(var configuration):
            configuration.viewport = screen.size
            spec.layout = .engine(configuration)
        case .compositional(var compositional):
            compositional.viewport = CompositionalViewport(size: screen.size, safeAreaInsets: screen.safeArea)
            spec.layout = .compositional(compositional)
        }
        return spec
    }
}
