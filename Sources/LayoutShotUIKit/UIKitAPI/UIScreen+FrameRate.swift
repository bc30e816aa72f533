#if !canImport(UIKit)
extension UIScreen {
    /// The most frames a second the screen shows: 60, every iPhone's rate without ProMotion. The host's device
    /// models do not say which screens have ProMotion, where iOS reports 120.
    /// https://developer.apple.com/documentation/uikit/uiscreen/2806814-maximumframespersecond
    public var maximumFramesPerSecond: Int { 60 }
}
#endif
