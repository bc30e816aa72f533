import LayoutCore

extension LayoutShotPreview {
    /// The proposal and environment the preview is laid out with in `context`: its own traits first (a later
    /// trait of a kind wins), then the context's. The device layout proposes the screen less its safe area, as
    /// SwiftUI keeps views out of the safe area by default
    /// (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)); `sizeThatFitsLayout`
    /// proposes nothing, so the view takes its ideal size, and `fixedLayout` its size
    /// (https://developer.apple.com/documentation/developertoolssupport/previewtrait).
    public func settings(in context: PreviewContext = PreviewContext()) throws(LayoutShotPreviewError)
        -> (proposal: ProposedViewSize, environment: EnvironmentValues)
    {
        var layout = LayoutShotPreviewTrait.Kind.deviceLayout
        var resolved = context
        for trait in traits {
            switch trait.kind {
            case .deviceLayout, .sizeThatFitsLayout, .fixedLayout: layout = trait.kind
            case .device(let name): resolved.deviceName = name
            case .orientation(let orientation): resolved.orientation = orientation
            case .dynamicTypeSize(let size): resolved.dynamicTypeSize = size
            case .layoutDirection(let direction): resolved.layoutDirection = direction
            }
        }
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = resolved.dynamicTypeSize
        environment.layoutDirection = resolved.layoutDirection
        switch layout {
        case .sizeThatFitsLayout:
            return (ProposedViewSize(width: nil, height: nil), environment)
        case let .fixedLayout(width, height):
            return (ProposedViewSize(width: width, height: height), environment)
        default:
            guard let device = DeviceModel.named(resolved.deviceName) else {
                throw .unknownDevice(
                    preview: description, name: resolved.deviceName, nearest: DeviceModel.nearestNames(to: resolved.deviceName))
            }
            let upright = resolved.orientation == .portrait || resolved.orientation == .portraitUpsideDown
            let screen = device.screen(upright ? .portrait : .landscape)
            environment.horizontalSizeClass = screen.horizontalSizeClass == .regular ? .regular : .compact
            environment.verticalSizeClass = screen.verticalSizeClass == .regular ? .regular : .compact
            let width = screen.size.width - screen.safeArea.left - screen.safeArea.right
            let height = screen.size.height - screen.safeArea.top - screen.safeArea.bottom
            return (ProposedViewSize(width: CGFloat(width), height: CGFloat(height)), environment)
        }
    }

    /// The preview laid out by `ViewHost` in `context`; a fault names the preview's file and line.
    @preconcurrency @MainActor
    public func layout(in context: PreviewContext = PreviewContext()) throws(LayoutShotPreviewError) -> ViewLayout {
        let (proposal, environment) = try settings(in: context)
        do {
            return try ViewHost.layout(makeBody(), proposal: proposal, environment: environment)
        } catch {
            throw .layout(preview: description, fault: error)
        }
    }
}
