import LayoutCore
import LayoutSpec

extension Spec {
    /// This spec on `model` held in `orientation`: the device's screen is the viewport and its scale the scale (unless
    /// the spec file gave `scale`, which wins as it does beside `device`). A compositional layout gets the device's
    /// safe area; its layout margins and adjusted content inset keep their distance beyond the safe area (the default
    /// margins, 16 points, stay 16 points beside the device's safe area), and its readable guide follows the margins.
    public func on(_ model: DeviceModel, _ orientation: DeviceModel.Orientation) -> Spec {
        let screen = model.screen(orientation)
        var spec = self
        if !scaleIsExplicit { spec.scale = model.scale }
        switch layout {
        case .engine(var configuration):
            configuration.viewport = screen.size
            spec.layout = .engine(configuration)
        case .compositional(var compositional):
            compositional.viewport = compositional.viewport.moved(to: screen.size, safeArea: screen.safeArea)
            spec.layout = .compositional(compositional)
        }
        return spec
    }
}

extension CompositionalViewport {
    /// This collection view resized to `size` under `safeArea`: margins and adjusted content inset keep what they add
    /// to the old safe area, the readable guide is worked out afresh from the new margins.
    func moved(to size: Size2D, safeArea: Insets) -> CompositionalViewport {
        func beyond(_ insets: Insets) -> Insets {
            Insets(
                top: safeArea.top + max(0, insets.top - safeAreaInsets.top),
                left: safeArea.left + max(0, insets.left - safeAreaInsets.left),
                bottom: safeArea.bottom + max(0, insets.bottom - safeAreaInsets.bottom),
                right: safeArea.right + max(0, insets.right - safeAreaInsets.right))
        }
        return CompositionalViewport(
            size: size, safeAreaInsets: safeArea, layoutMargins: beyond(layoutMargins), adjustedContentInset: beyond(adjustedContentInset))
    }
}
