/// An iPhone or iPad model as a layout sees it: its screen in points, scale, safe area and size classes in each
/// orientation, idiom and display corner radius. The known models are `DeviceModel.all`, each with its source.
public struct DeviceModel: Hashable, Sendable {
    /// The kind of device, as `UIUserInterfaceIdiom` names it.
    public enum Idiom: String, Hashable, Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// A size class, as `UIUserInterfaceSizeClass` names it.
    public enum SizeClass: String, Hashable, Sendable {
        /// Constrained space.
        case compact
        /// Expansive space.
        case regular
    }

    /// How the device is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Upright, home indicator or button at the bottom.
        case portrait
        /// On its side; the safe area is the one UIKit gives in landscape left and right alike.
        case landscape
    }

    /// The screen in one orientation.
    public struct Screen: Hashable, Sendable {
        /// The screen's size in points.
        public var size: Size2D
        /// The safe-area insets of a full-screen window.
        public var safeArea: Insets
        /// The horizontal size class of a full-screen window.
        public var horizontalSizeClass: SizeClass
        /// The vertical size class of a full-screen window.
        public var verticalSizeClass: SizeClass

        /// Creates a screen.
        public init(size: Size2D, safeArea: Insets, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
            self.size = size
            self.safeArea = safeArea
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
        }
    }

    /// The model's name as Xcode's simulators spell it (`iPhone SE (3rd generation)`).
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// Pixels per point.
    public var scale: Double
    /// The radius of the display's rounded corners in points (0 for a rectangular display), `nil` where no
    /// source gives it.
    public var cornerRadius: Double?
    /// The screen held upright.
    public var portrait: Screen
    /// The screen on its side.
    public var landscape: Screen
    /// Where the figures come from.
    public var source: String
    /// The device's whole screen held upright when the model is a multitasking window narrower than the screen
    /// (`multitaskingWindows`); `nil` when the window is the screen.
    public var fullScreen: Size2D?

    /// Creates a model.
    public init(
        name: String, idiom: Idiom, scale: Double, cornerRadius: Double?, portrait: Screen, landscape: Screen, source: String,
        fullScreen: Size2D? = nil
    ) {
        self.name = name
        self.idiom = idiom
        self.scale = scale
        self.cornerRadius = cornerRadius
        self.portrait = portrait
        self.landscape = landscape
        self.source = source
        self.fullScreen = fullScreen
    }

    /// The window in `orientation`: the screen, or a multitasking window's part of it.
    public func screen(_ orientation: Orientation) -> Screen {
        orientation == .portrait ? portrait : landscape
    }

    /// The device's whole screen in `orientation`, in points: what `UIScreen.main.bounds` gives, wider than the
    /// window for a multitasking window.
    public func screenSize(_ orientation: Orientation) -> Size2D {
        guard let fullScreen else { return screen(orientation).size }
        return orientation == .portrait ? fullScreen : Size2D(width: fullScreen.height, height: fullScreen.width)
    }
}
