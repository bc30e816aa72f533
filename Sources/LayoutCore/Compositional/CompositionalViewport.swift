/// The collection view a compositional layout is computed for: bounds size, safe area, layout margins and
/// readable content guide.
public struct CompositionalViewport: Hashable, Sendable {
    /// The collection view's bounds size.
    public var size: Size
    /// The safe-area insets (notch, home indicator).
    public var safeAreaInsets: EdgeInsets
    /// The layout margins, measured from the bounds (so they include the safe area), as UIKit reports them.
    public var layoutMargins: EdgeInsets
    /// The readable content guide's insets from the bounds: the margins, narrowed across the width so that
    /// the guide is at most `readableWidth` wide and centred.
    public var readableContentInsets: EdgeInsets

    /// The widest the readable content guide gets at the default text size (Large). Apple does not document
    /// the figure; it is the width measured on an iPad in landscape and published in "Readable Content
    /// Guides" (useyourloaf.com, 2015): 672 points, inset 176 from each side of the 1024-point view.
    public static let readableWidth = 672.0

    /// Creates a viewport; margins default to UIKit's 16 points beside the safe area on a phone
    /// (20 on wider screens, which is the caller's to say), the readable insets to the margins narrowed to
    /// `readableWidth` (on a phone they are the margins).
    public init(
        size: Size, safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets? = nil, readableContentInsets: EdgeInsets? = nil
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        let margins = layoutMargins ?? EdgeInsets(
            top: safeAreaInsets.top, left: safeAreaInsets.left + 16,
            bottom: safeAreaInsets.bottom, right: safeAreaInsets.right + 16)
        self.layoutMargins = margins
        let side = (size.width - Self.readableWidth) / 2
        self.readableContentInsets = readableContentInsets ?? EdgeInsets(
            top: margins.top, left: max(margins.left, side), bottom: margins.bottom, right: max(margins.right, side))
    }
}
