/// What a preview is laid out in where its own traits say nothing: a snapshot matrix's cell, else Xcode's
/// defaults as LayoutShot takes them (the newest iPhone it knows, upright, `.large` text, left to right).
public struct PreviewContext: Hashable, Sendable {
    /// The device a preview without `.previewDevice` is drawn on.
    public static let defaultDeviceName = "iPhone 16 Pro"

    /// The device, by its simulator's name (`DeviceModel.named(_:)` finds it).
    public var deviceName: String
    /// How the device is held.
    public var orientation: InterfaceOrientation
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize
    /// The layout direction.
    public var layoutDirection: LayoutDirection

    /// A context; every part defaults as Xcode's canvas does without traits.
    public init(
        deviceName: String = PreviewContext.defaultDeviceName, orientation: InterfaceOrientation = .portrait,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.deviceName = deviceName
        self.orientation = orientation
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
    }
}
