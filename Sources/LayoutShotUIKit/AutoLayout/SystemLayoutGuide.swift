#if !canImport(UIKit)
/// A view's own guides, as UIKit defines them: the safe area guide is the bounds inset by `safeAreaInsets`; the
/// margins guide is the bounds inset by the safe area and then `layoutMargins` (`insetsLayoutMarginsFromSafeArea`,
/// true by default); the readable content guide is the margins guide at most 672 points wide, centred (Apple's
/// "readableContentGuide": a width for comfortable reading; 672 is the width UIKit gives at the Large text size on a
/// regular-width screen, as measured in the simulator and reported widely; an approximation at other text sizes).
final class SystemLayoutGuide: UILayoutGuide {
    /// The readable width at the Large text size.
    static let readableWidth: CGFloat = 672

    override var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let bounds = view.bounds, safe = view.safeAreaInsets
        let safeArea = CGRect(
            x: bounds.minX + safe.left, y: bounds.minY + safe.top, width: max(0, bounds.width - safe.left - safe.right),
            height: max(0, bounds.height - safe.top - safe.bottom))
        if identifier == "UIViewSafeAreaLayoutGuide" { return safeArea }
        let margins = view.layoutMargins
        let marginsFrame = CGRect(
            x: safeArea.minX + margins.left, y: safeArea.minY + margins.top,
            width: max(0, safeArea.width - margins.left - margins.right), height: max(0, safeArea.height - margins.top - margins.bottom))
        guard identifier == "UIViewReadableContentGuide", marginsFrame.width > Self.readableWidth else { return marginsFrame }
        return marginsFrame.insetBy(dx: (marginsFrame.width - Self.readableWidth) / 2, dy: 0)
    }

    override var isSystemGuide: Bool { true }
}
#endif
