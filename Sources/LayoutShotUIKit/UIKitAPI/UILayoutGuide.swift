#if !canImport(UIKit)
/// A rectangle constraints can refer to, as UIKit's class; its anchors make constraints kept as values.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide.
    open weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// The guide's rectangle in its view: the view's bounds, as nothing solves constraints here.
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// Creates a guide owned by no view.
    public override init() {
        super.init()
    }

    /// Whether the guide's rectangle is its view's to give (the view's own guides), not a free one of its own.
    var isSystemGuide: Bool { false }
}

extension UIView {
    /// The guide of the view's layout margins.
    public var layoutMarginsGuide: UILayoutGuide { guide(named: "UIViewLayoutMarginsGuide") }
    /// The guide of the view's safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { guide(named: "UIViewSafeAreaLayoutGuide") }
    /// The guide of a readable text column.
    public var readableContentGuide: UILayoutGuide { guide(named: "UIViewReadableContentGuide") }

    /// Makes the view own `layoutGuide`.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        keptLayoutGuides.append(layoutGuide)
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { keptLayoutGuides.filter { !$0.isSystemGuide } }

    /// Makes the view stop owning `layoutGuide`.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        layoutGuide.owningView = nil
        keptLayoutGuides.removeAll { $0 === layoutGuide }
    }

    /// The view's own guide `identifier`, made on first use and kept, so constraints (which hold their items
    /// weakly, as UIKit's do) keep it.
    private func guide(named identifier: String) -> UILayoutGuide {
        if let kept = keptLayoutGuides.first(where: { $0.isSystemGuide && $0.identifier == identifier }) { return kept }
        let guide = SystemLayoutGuide()
        keptLayoutGuides.append(guide)
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }
}
#endif
