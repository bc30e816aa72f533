/// The collection view a compositional layout is computed for: bounds size, safe area and layout margins.
public struct CompositionalViewport: Hashable, Sendable {
    /// The collection view's bounds size.
    public var size: Size
    /// The safe-area insets (notch, home indicator).
    public var safeAreaInsets: EdgeInsets
    /// The layout margins, measured from the bounds (so they include the safe area), as UIKit reports them.
    public var layoutMargins: EdgeInsets

    /// Creates a viewport; margins default to UIKit's 16 points beside the safe area on a phone
    /// (20 on wider screens, which is the caller's to say).
    public init(size: Size, safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins ?? EdgeInsets(
            top: safeAreaInsets.top, left: safeAreaInsets.left + 16,
            bottom: safeAreaInsets.bottom, right: safeAreaInsets.right + 16)
    }
}
