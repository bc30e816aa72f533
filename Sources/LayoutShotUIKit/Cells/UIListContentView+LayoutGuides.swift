#if !canImport(UIKit)
extension UIListContentView {
    /// The guide around the primary text, `nil` when no text is shown, as UIKit's.
    public var textLayoutGuide: UILayoutGuide? { guide(following: textLabel) }
    /// The guide around the secondary text, `nil` when none is shown.
    public var secondaryTextLayoutGuide: UILayoutGuide? { guide(following: secondaryTextLabel) }
    /// The guide around the image, `nil` when none is shown.
    public var imageLayoutGuide: UILayoutGuide? { guide(following: imageView) }

    private func guide(following view: UIView) -> UILayoutGuide? {
        guard !view.isHidden else { return nil }
        // Kept by the view, as constraints hold their items weakly.
        if let kept = keptLayoutGuides.first(where: { ($0 as? SubviewLayoutGuide)?.follows(view) == true }) { return kept }
        let guide = SubviewLayoutGuide(following: view)
        guide.owningView = self
        keptLayoutGuides.append(guide)
        return guide
    }
}

/// A layout guide whose rectangle is a subview's frame, as the list content view's text and image guides are.
final class SubviewLayoutGuide: UILayoutGuide {
    private weak var followed: UIView?

    init(following view: UIView) {
        followed = view
        super.init()
    }

    override var layoutFrame: CGRect { followed?.frame ?? .zero }

    /// Whether the guide follows `view`.
    func follows(_ view: UIView) -> Bool { followed === view }

    override var isSystemGuide: Bool { true }
}
#endif
