// The known models. Two sources, named on each row:
//
// - `simulators`: the dimensions UIKit reports in Xcode's simulators, as collected by the dimmmensions project
//   (github.com/marcbouchenoire/dimmmensions, packages/dimmmensions/src/data/dimensions.json at commit 4ae3cef):
//   screen, scale, display corner radius, safe area and size classes of a full-screen window per orientation.
// - `devicePreview`: the iPhone 16 models, which that table predates: screen, scale and safe areas from the device
//   presets of the device_preview package (pub.dev/documentation/device_preview/3.0.0-prerelease3/presets/
//   DevicePresets-class.html). It gives no corner radius and no size classes; the size classes are those every
//   simulator row of the same kind has (a Plus or Pro Max is regular wide in landscape, other phones compact).

extension DeviceModel {
    private static let simulators =
        "UIKit in Xcode's simulators, via github.com/marcbouchenoire/dimmmensions "
        + "(packages/dimmmensions/src/data/dimensions.json, commit 4ae3cef)"
    private static let devicePreview =
        "pub.dev/documentation/device_preview/3.0.0-prerelease3/presets/DevicePresets-class.html; size classes as "
        + "the simulator rows of the same kind"

    /// Every known model in a fixed order: the simulator rows (phones, then pads), then the iPhone 16 models.
    public static let all: [DeviceModel] = [
        DeviceModel(
            name: "iPhone SE (3rd generation)", idiom: .phone, scale: 2, cornerRadius: 0,
            portrait: Screen(
                size: Size2D(width: 375, height: 667), safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 667, height: 375), safeArea: Insets(top: 0, left: 0, bottom: 0, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 8", idiom: .phone, scale: 2, cornerRadius: 0,
            portrait: Screen(
                size: Size2D(width: 375, height: 667), safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 667, height: 375), safeArea: Insets(top: 0, left: 0, bottom: 0, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 8 Plus", idiom: .phone, scale: 3, cornerRadius: 0,
            portrait: Screen(
                size: Size2D(width: 414, height: 736), safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 736, height: 414), safeArea: Insets(top: 0, left: 0, bottom: 0, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 12 mini", idiom: .phone, scale: 3, cornerRadius: 44,
            portrait: Screen(
                size: Size2D(width: 375, height: 812), safeArea: Insets(top: 50, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 812, height: 375), safeArea: Insets(top: 0, left: 50, bottom: 21, right: 50),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 13 mini", idiom: .phone, scale: 3, cornerRadius: 44,
            portrait: Screen(
                size: Size2D(width: 375, height: 812), safeArea: Insets(top: 50, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 812, height: 375), safeArea: Insets(top: 0, left: 50, bottom: 21, right: 50),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 12", idiom: .phone, scale: 3, cornerRadius: 47.33,
            portrait: Screen(
                size: Size2D(width: 390, height: 844), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 844, height: 390), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 12 Pro", idiom: .phone, scale: 3, cornerRadius: 47.33,
            portrait: Screen(
                size: Size2D(width: 390, height: 844), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 844, height: 390), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 12 Pro Max", idiom: .phone, scale: 3, cornerRadius: 53.33,
            portrait: Screen(
                size: Size2D(width: 428, height: 926), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 926, height: 428), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                horizontalSizeClass: .regular, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 13", idiom: .phone, scale: 3, cornerRadius: 47.33,
            portrait: Screen(
                size: Size2D(width: 390, height: 844), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 844, height: 390), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 13 Pro", idiom: .phone, scale: 3, cornerRadius: 47.33,
            portrait: Screen(
                size: Size2D(width: 390, height: 844), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 844, height: 390), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 13 Pro Max", idiom: .phone, scale: 3, cornerRadius: 53.33,
            portrait: Screen(
                size: Size2D(width: 428, height: 926), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 926, height: 428), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                horizontalSizeClass: .regular, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 14", idiom: .phone, scale: 3, cornerRadius: 47.33,
            portrait: Screen(
                size: Size2D(width: 390, height: 844), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 844, height: 390), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 14 Plus", idiom: .phone, scale: 3, cornerRadius: 53.33,
            portrait: Screen(
                size: Size2D(width: 428, height: 926), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 926, height: 428), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                horizontalSizeClass: .regular, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 14 Pro", idiom: .phone, scale: 3, cornerRadius: 55,
            portrait: Screen(
                size: Size2D(width: 393, height: 852), safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 852, height: 393), safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPhone 14 Pro Max", idiom: .phone, scale: 3, cornerRadius: 55,
            portrait: Screen(
                size: Size2D(width: 430, height: 932), safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 932, height: 430), safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59),
                horizontalSizeClass: .regular, verticalSizeClass: .compact),
            source: simulators),
        DeviceModel(
            name: "iPad mini (6th generation)", idiom: .pad, scale: 2, cornerRadius: 21.5,
            portrait: Screen(
                size: Size2D(width: 744, height: 1133), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 1133, height: 744), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            source: simulators),
        DeviceModel(
            name: "iPad (10th generation)", idiom: .pad, scale: 2, cornerRadius: 25,
            portrait: Screen(
                size: Size2D(width: 820, height: 1180), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 1180, height: 820), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            source: simulators),
        DeviceModel(
            name: "iPad Air (5th generation)", idiom: .pad, scale: 2, cornerRadius: 18,
            portrait: Screen(
                size: Size2D(width: 820, height: 1180), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 1180, height: 820), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            source: simulators),
        DeviceModel(
            name: "iPad Pro (11-inch) (4th generation)", idiom: .pad, scale: 2, cornerRadius: 18,
            portrait: Screen(
                size: Size2D(width: 834, height: 1194), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 1194, height: 834), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            source: simulators),
        DeviceModel(
            name: "iPad Pro (12.9-inch) (6th generation)", idiom: .pad, scale: 2, cornerRadius: 18,
            portrait: Screen(
                size: Size2D(width: 1024, height: 1366), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 1366, height: 1024), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            source: simulators),
        DeviceModel(
            name: "iPhone 16 Pro", idiom: .phone, scale: 3, cornerRadius: nil,
            portrait: Screen(
                size: Size2D(width: 402, height: 874), safeArea: Insets(top: 62, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 874, height: 402), safeArea: Insets(top: 0, left: 62, bottom: 21, right: 62),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
            source: devicePreview),
        DeviceModel(
            name: "iPhone 16 Plus", idiom: .phone, scale: 3, cornerRadius: nil,
            portrait: Screen(
                size: Size2D(width: 430, height: 932), safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 932, height: 430), safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59),
                horizontalSizeClass: .regular, verticalSizeClass: .compact),
            source: devicePreview),
        DeviceModel(
            name: "iPhone 16 Pro Max", idiom: .phone, scale: 3, cornerRadius: nil,
            portrait: Screen(
                size: Size2D(width: 440, height: 956), safeArea: Insets(top: 62, left: 0, bottom: 34, right: 0),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Screen(
                size: Size2D(width: 956, height: 440), safeArea: Insets(top: 0, left: 62, bottom: 21, right: 62),
                horizontalSizeClass: .regular, verticalSizeClass: .compact),
            source: devicePreview),
    ]
}
