/// The collection view a compositional layout is computed for: bounds size, safe area, layout margins and
/// readable content guide.
public struct CompositionalViewport: Hashable, Sendable {
    /// The collection view's bounds size.
    public var size: Size2D
    /// The safe-area insets (notch, home indicator).
    public var safeAreaInsets: Insets
    /// The layout margins, measured from the bounds (so they include the safe area), as UIKit reports them.
    public var layoutMargins: Insets
    /// The readable content guide's insets from the bounds: the margins, narrowed across the width so that
    /// the guide is at most `readableWidth` wide and centred.
    public var readableContentInsets: Insets
    /// The scroll view's adjusted content inset: pinned boundary supplementaries stick inside it along the
    /// scroll axis (below a navigation bar, above a home indicator), as on a device.
    public var adjustedContentInset: Insets

    /// The widest the readable content guide gets at the default text size (Large). Apple does not document
    /// the figure; it is the width measured on an iPad in landscape and published in "Readable Content
    /// Guides" (useyourloaf.com, 2015): 672 points, inset 176 from each side of the 1024-point view.
    public static let readableWidth = 672.0

    /// Creates a viewport; margins default to UIKit's 16 points beside the safe area on a phone
    /// (20 on wider screens, which is the caller's to say), the readable insets to the margins narrowed to
    /// `readableWidth` (on a phone they are the margins), the adjusted content inset to the safe area (what
    /// a scroll view's automatic adjustment adds when its own `contentInset` is zero).
    public init(
        size: Size2D, safeAreaInsets: Insets = .zero, layoutMargins: Insets? = nil, readableContentInsets: Insets? = nil,
        adjustedContentInset: Insets? = nil
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.adjustedContentInset = adjustedContentInset ?? safeAreaInsets
        let margins = layoutMargins ?? Insets(
            top: safeAreaInsets.top, left: safeAreaInsets.left + 16,
            bottom: safeAreaInsets.bottom, right: safeAreaInsets.right + 16)
        self.layoutMargins = margins
        let side = (size.width - Self.readableWidth) / 2
        self.readableContentInsets = readableContentInsets ?? Insets(
            top: margins.top, left: max(margins.left, side), bottom: margins.bottom, right: max(margins.right, side))
    }
}
