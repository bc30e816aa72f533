#if !canImport(UIKit)
import LayoutCore

extension UIView {
    /// Makes this view the full-screen view of `device` held in `orientation`: its frame is the screen, its safe area
    /// the device's, and its traits the device's size classes, idiom and scale, with `textSize` and `direction`. While
    /// a host drives the view, `UIScreen.main` is the device's whole screen as held (for a multitasking window, the
    /// screen the window is part of).
    public func adopt(
        _ device: DeviceModel, _ orientation: DeviceModel.Orientation, textSize: TextSizeCategory = .large,
        direction: UserInterfaceDirection = .leftToRight
    ) {
        let screen = device.screen(orientation)
        frame = CGRect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        safeAreaInsets = UIEdgeInsets(
            top: screen.safeArea.top, left: screen.safeArea.left, bottom: screen.safeArea.bottom, right: screen.safeArea.right)
        traitOverrides.horizontalSizeClass = UIUserInterfaceSizeClass(screen.horizontalSizeClass)
        traitOverrides.verticalSizeClass = UIUserInterfaceSizeClass(screen.verticalSizeClass)
        traitOverrides.userInterfaceIdiom = device.idiom == .pad ? .pad : .phone
        traitOverrides.displayScale = CGFloat(device.scale)
        traitOverrides.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        traitOverrides.preferredContentSizeCategory = UIContentSizeCategory(textSize)
        let whole = device.screenSize(orientation)
        adoptedScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: whole.width, height: whole.height), scale: CGFloat(device.scale))
    }
}

extension UIUserInterfaceSizeClass {
    /// UIKit's size class for a device table's.
    init(_ sizeClass: DeviceModel.SizeClass) {
        self = sizeClass == .regular ? .regular : .compact
    }
}

extension UIContentSizeCategory {
    /// UIKit's category for a text size.
    public init(_ category: TextSizeCategory) {
        let all: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
            .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ]
        self = all[TextSizeCategory.allCases.firstIndex(of: category)!]
    }
}
#endif
