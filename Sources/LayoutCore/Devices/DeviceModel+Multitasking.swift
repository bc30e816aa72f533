// iPad multitasking windows: an app beside another in Split View, or floating in Slide Over, sees a window narrower
// than the screen, with its own size classes. Figures for the iPad Pro (12.9-inch), whose screen (1024 × 1366 points)
// every generation since the first has kept, from two tables measured in the simulator:
//
// - `qiita`: qiita.com/sawat1203/items/4c7172e3f02a533b036c (iOS 9): per arrangement the window in points and its
//   horizontal size class — landscape: Split View 2/3 981 × 1024 regular, 1/3 and Slide Over 375 × 1024 compact;
//   portrait: Split View 2/3 639 × 1366 compact, 1/3 and Slide Over 375 × 1366 compact.
// - `gist`: gist.github.com/macguru/b7a01e3f0e9ae6f350d5 (iOS 11), which lists the same windows for the 12.9-inch
//   iPad Pro (375 × 1024, 375 × 1366, 639 × 1366 compact).
//
// Every iPad window is regular high. Neither source gives a split window's safe area; the full-screen window's is
// kept (the status bar above, the home indicator below). Split View 1/2 (678 × 1024, regular) exists in landscape
// only, so it is not a two-orientation row here.

extension DeviceModel {
    private static let multitaskingSource =
        "qiita.com/sawat1203/items/4c7172e3f02a533b036c and gist.github.com/macguru/b7a01e3f0e9ae6f350d5 "
        + "(simulator-measured multitasking windows); safe area as the full-screen window's"

    /// The iPad multitasking windows (Split View 1/3 and 2/3, Slide Over) of the iPad Pro (12.9-inch), each as a model
    /// whose screen in each orientation is the window the app gets with the iPad held that way. `named(_:)` finds them.
    public static let multitaskingWindows: [DeviceModel] = {
        let full = Insets(top: 24, left: 0, bottom: 20, right: 0)
        func window(_ arrangement: String, portraitWidth: Double, landscapeWidth: Double, landscapeClass: SizeClass) -> DeviceModel {
            DeviceModel(
                name: "iPad Pro (12.9-inch) (6th generation) " + arrangement, idiom: .pad, scale: 2, cornerRadius: nil,
                portrait: Screen(
                    size: Size2D(width: portraitWidth, height: 1366), safeArea: full, horizontalSizeClass: .compact,
                    verticalSizeClass: .regular),
                landscape: Screen(
                    size: Size2D(width: landscapeWidth, height: 1024), safeArea: full, horizontalSizeClass: landscapeClass,
                    verticalSizeClass: .regular),
                source: multitaskingSource, fullScreen: Size2D(width: 1024, height: 1366))
        }
        return [
            window("Split View 1/3", portraitWidth: 375, landscapeWidth: 375, landscapeClass: .compact),
            window("Split View 2/3", portraitWidth: 639, landscapeWidth: 981, landscapeClass: .regular),
            window("Slide Over", portraitWidth: 375, landscapeWidth: 375, landscapeClass: .compact),
        ]
    }()
}
