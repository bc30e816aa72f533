#if !canImport(UIKit)
/// The parts of UIKit's `UIView` a layout reads: geometry, margins, safe area and layout direction.
///
/// The geometry is the layer's, as in UIKit: `frame` is `bounds` placed with the layer's anchor point at
/// `center` (the box around it when transformed), and the bounds' origin is where the content is scrolled to.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's layer once made. A layer of the view's own `layerClass` is made with the view, as UIKit makes
    /// it (its `init()` may set what the frame depends on); a plain `CALayer` when first asked for, since the
    /// host makes a view for every element it draws and most never touch their layer.
    var madeLayer: CALayer?
    /// The plain layer's geometry until it is made.
    var unmadeLayer = LayerGeometry()
    /// The view's layer: its geometry is the view's (`bounds`, `position` = `center`, `anchorPoint`, `transform`).
    open var layer: CALayer { madeLayer ?? makeLayer() }
    /// The class of the view's layer; override to back a view with a `CAShapeLayer`.
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's rectangle in its superview's coordinates: the layer's frame (`bounds` placed with the anchor
    /// point at `center`, the box around it when transformed).
    open var frame: CGRect {
        get { layerFrame }
        set { layerFrame = newValue }
    }
    /// The view's own coordinate space: its origin is the scroll position, its size the frame's.
    open var bounds: CGRect {
        get { layerBounds }
        set { layerBounds = newValue }
    }
    /// Where the layer's anchor point (the middle by default) sits in the superview: the layer's `position`.
    open var center: CGPoint {
        get { layerPosition }
        set { layerPosition = newValue }
    }
    /// The view's transform about its anchor point: the layer's transform's screen-plane part.
    open var transform: CGAffineTransform {
        get { layerTransform.affinePart }
        set { layerTransform = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The layer's 3-D transform.
    open var transform3D: CATransform3D {
        get { layerTransform }
        set { layerTransform = newValue }
    }
    /// Margins for content, as UIKit's default of 8 points on every edge.
    open var layoutMargins: UIEdgeInsets {
        get { kept?.layoutMargins ?? KeptViewState.defaults.layoutMargins }
        set { keptState.layoutMargins = newValue }
    }
    /// The part of the view covered by bars or the screen's rounded corners and sensor housing.
    open var safeAreaInsets: UIEdgeInsets {
        get { kept?.safeAreaInsets ?? KeptViewState.defaults.safeAreaInsets }
        set { keptState.safeAreaInsets = newValue }
    }
    /// Whether the content flips in right-to-left interfaces; the forced cases decide the layout direction.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { kept?.semanticContentAttribute ?? KeptViewState.defaults.semanticContentAttribute }
        set { keptState.semanticContentAttribute = newValue }
    }
    /// The screen of the device the view adopted (`adopt(_:_:textSize:direction:)`), which `UIScreen.main` is while
    /// a host drives the view; `nil` for the host's one phone screen.
    var adoptedScreen: UIScreen? {
        get { kept?.adoptedScreen }
        set { keptState.adoptedScreen = newValue }
    }
    /// Traits the view specifies over a phone's defaults; the host's snapshots set them here.
    open var traitOverrides: UITraitOverrides {
        get { kept?.traitOverrides ?? KeptViewState.defaults.traitOverrides }
        set { keptState.traitOverrides = newValue }
    }
    /// The view's opacity; a cell's is drawn (times its layer's `opacity`).
    open var alpha: CGFloat = 1
    /// Whether the view is hidden; a hidden cell is not drawn.
    open var isHidden = false
    /// The view's background colour; kept, as elements are drawn in the picture's own colours.
    open var backgroundColor: UIColor? {
        get { kept?.backgroundColor ?? KeptViewState.defaults.backgroundColor }
        set { keptState.backgroundColor = newValue }
    }
    /// The colour of tinted content; kept. Unset, the superview's, and at the top of the tree the system's blue
    /// ("If the system can't find a non-default color in the hierarchy, it uses a system-defined color", UIView.tintColor).
    open var tintColor: UIColor! {
        get { kept?.tintColor ?? superview?.tintColor ?? .systemBlue }
        set { keptState.tintColor = newValue }
    }
    /// Whether the view's content is fully opaque; kept.
    open var isOpaque: Bool {
        get { kept?.isOpaque ?? KeptViewState.defaults.isOpaque }
        set { keptState.isOpaque = newValue }
    }
    /// How the content fills the bounds; kept.
    open var contentMode: ContentMode {
        get { kept?.contentMode ?? KeptViewState.defaults.contentMode }
        set { keptState.contentMode = newValue }
    }
    /// How the view resizes with its superview; kept, as nothing resizes views here.
    open var autoresizingMask: AutoresizingMask {
        get { kept?.autoresizingMask ?? KeptViewState.defaults.autoresizingMask }
        set { keptState.autoresizingMask = newValue }
    }
    /// The recognizers attached with `addGestureRecognizer(_:)`.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { kept?.gestureRecognizers ?? KeptViewState.defaults.gestureRecognizers }
        set { keptState.gestureRecognizers = newValue }
    }
    /// Whether subviews are clipped to the bounds; kept, not drawn.
    open var clipsToBounds: Bool {
        get { kept?.clipsToBounds ?? KeptViewState.defaults.clipsToBounds }
        set { keptState.clipsToBounds = newValue }
    }
    /// A number the app identifies the view by.
    open var tag: Int {
        get { kept?.tag ?? KeptViewState.defaults.tag }
        set { keptState.tag = newValue }
    }
    /// Whether touches reach the view; kept, as nothing touches it here.
    open var isUserInteractionEnabled: Bool {
        get { kept?.isUserInteractionEnabled ?? type(of: self).startsUserInteractionEnabled }
        set { keptState.isUserInteractionEnabled = newValue }
    }
    /// Whether the frame turns into constraints; kept, as constraints are never solved here.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { kept?.translatesAutoresizingMaskIntoConstraints ?? KeptViewState.defaults.translatesAutoresizingMaskIntoConstraints }
        set { keptState.translatesAutoresizingMaskIntoConstraints = newValue }
    }
    /// The constraints added with `addConstraint(_:)` and `addConstraints(_:)`.
    var heldConstraints: [NSLayoutConstraint] {
        get { kept?.heldConstraints ?? [] }
        set { keptState.heldConstraints = newValue }
    }
    /// The layout guides the view keeps.
    var keptLayoutGuides: [UILayoutGuide] {
        get { kept?.layoutGuides ?? [] }
        set { keptState.layoutGuides = newValue }
    }
    /// The active constraints kept on this view (`AutoLayout/`).
    var activeConstraints: [NSLayoutConstraint] {
        get { kept?.activeConstraints ?? [] }
        set { keptState.activeConstraints = newValue }
    }
    /// Content hugging priorities, horizontal then vertical.
    var huggingPriorities: (UILayoutPriority, UILayoutPriority) {
        get { kept?.huggingPriorities ?? KeptViewState.defaults.huggingPriorities }
        set { keptState.huggingPriorities = newValue }
    }
    /// Compression resistance priorities, horizontal then vertical.
    var compressionPriorities: (UILayoutPriority, UILayoutPriority) {
        get { kept?.compressionPriorities ?? KeptViewState.defaults.compressionPriorities }
        set { keptState.compressionPriorities = newValue }
    }
    /// What is kept but never drawn, made on the first change: the host makes a view for every element it
    /// draws, and most never touch these.
    private var kept: KeptViewState?
    /// Whether touches reach a new view of the class: UIKit's labels start with them off (`UILabel`), which a
    /// class states here rather than by setting it, so that a new label keeps no state apart.
    class var startsUserInteractionEnabled: Bool { true }
    private var keptState: KeptViewState {
        if let kept { return kept }
        let made = KeptViewState()
        made.isUserInteractionEnabled = type(of: self).startsUserInteractionEnabled
        kept = made
        return made
    }
    /// Whether any kept property was ever set: a view without is at every default (no trait overrides, an
    /// unspecified semantic content attribute), which lets a walk up the tree skip it.
    var hasKeptState: Bool { kept != nil }
    private var needsLayout: Bool {
        get { kept?.needsLayout ?? false }
        set { keptState.needsLayout = newValue }
    }
    /// The view this one is a subview of.
    open var superview: UIView? { superviewReference?.takeUnretainedValue() }
    /// The superview, held without a count: a weak reference would give every view with subviews a side table,
    /// which makes each retain of it slow (the host makes thousands of cells with content per query). The
    /// superview clears it when it takes the view out and when it goes away, so it never outlives it.
    nonisolated(unsafe) private var superviewReference: Unmanaged<UIView>?
    /// The views added to this one, back to front.
    open private(set) var subviews: [UIView] = []
    /// The element the host is sizing this view as, while it asks for its preferred attributes.
    var sizingElement: SelfSizingElement? {
        get { kept?.sizingElement }
        set { keptState.sizingElement = newValue }
    }

    /// Lets the subviews go: none keeps pointing at the view once it is gone.
    deinit {
        for view in subviews { view.superviewReference = nil }
    }

    /// Creates a view with `frame` and bounds at the origin.
    public init(frame: CGRect) {
        super.init()
        makeOwnClassLayer()
        layerFrame = frame
    }

    /// Creates a zero-size view.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init()
        makeOwnClassLayer()
    }

    /// Adds `view` on top of the subviews, taking it from its old superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superviewReference = Unmanaged.passUnretained(self)
    }

    /// Takes `old` out of the subviews and adds `new` on top, in one pass over the subviews (the host swaps
    /// thousands of element views per query).
    func replaceSubviews<New: Collection>(_ old: [UIView], with new: New) where New.Element: UIView {
        if !old.isEmpty {
            let leaving = Set(old.map(ObjectIdentifier.init))
            subviews.removeAll { leaving.contains(ObjectIdentifier($0)) }
            for view in old where view.superview === self { view.superviewReference = nil }
        }
        subviews.reserveCapacity(subviews.count + new.count)
        for view in new {
            if view.superview != nil { view.removeFromSuperview() }
            subviews.append(view)
            view.superviewReference = Unmanaged.passUnretained(self)
        }
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superviewReference = nil
    }

    /// Adds `view` at `index` among the subviews (at the top when past the end).
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superviewReference = Unmanaged.passUnretained(self)
    }

    /// Adds `view` just below `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }

    /// Adds `view` just above `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }

    /// Moves `view` to the top of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` to the bottom of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// The view, or the first subview found depth first, whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether `point` (in bounds coordinates) is inside the view: inside `bounds`, as UIKit's default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant containing `point` (in bounds coordinates), searched front to back as UIKit
    /// does; `nil` when the view is hidden, not interactive, nearly transparent or the point is outside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Attaches `gestureRecognizer` to the view (taking it from another view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizers?.contains(where: { $0 === gestureRecognizer }) == true else { return }
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Whether a recognizer attached to the view may begin; `true`, as UIKit's default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// A view standing for this one's current look: a plain view of the same frame, as nothing is drawn here.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: frame)
        snapshot.alpha = alpha
        snapshot.transform = transform
        return snapshot
    }

    /// A view standing for the part `rect` of this one: a plain view of that size.
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: rect.size))
    }

    /// The size the view would like within `size`: its current size, as UIView's default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` of its size.
    open func sizeToFit() {
        bounds.size = sizeThatFits(bounds.size)
    }

    /// The content's natural size; none (`noIntrinsicMetric` both ways) by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The value meaning "no natural size" along an axis.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Draws the content; nothing draws views here, so only app code calls it.
    open func draw(_ rect: CGRect) {}

    /// Asks for the content to be drawn again; nothing is drawn here.
    open func setNeedsDisplay() {}

    /// Called when the superview changed; nothing by default.
    open func didMoveToSuperview() {}

    /// Called before the superview changes; nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called before the view enters or leaves a window; nothing by default. Views are not moved between windows
    /// here, so only app code calls it.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view entered or left a window; nothing by default, and only app code calls it.
    open func didMoveToWindow() {}

    /// Archives the view, as UIKit's `NSCoding` method; nothing is archived here (storyboards and nibs do not
    /// exist), so only app code, and an override's `super`, calls it.
    open func encode(with coder: NSCoder) {}

    /// Lays out the sublayers of the view's `layer`, as UIKit's view does as its layer's delegate: by laying out
    /// the subviews. Layers are not laid out here, so only app code (and an override's `super`) calls it.
    open func layoutSublayers(of layer: CALayer) {
        layoutSubviews()
    }

    /// Called after a subview was added; nothing by default.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed; nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Lays out the subviews: gives each view of the subtree the frame its active constraints give it (`AutoLayout/`),
    /// as UIKit's implementation does; a subclass that overrides it calls `super` for that.
    open func layoutSubviews() {
        applyConstraintLayout()
    }

    /// Asks for a layout pass; runs `layoutSubviews()` at the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs `layoutSubviews()` now if a layout pass was asked for.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// Called after the view is loaded from a storyboard or nib; nothing loads those here, so only app code calls it.
    open func awakeFromNib() {}

    /// The size closest to `targetSize` that the content allows, both axes at `.fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The content's size with each axis held to `targetSize` at its priority: a `.required` axis keeps the
    /// target's extent, a lower one takes the size the host's `SelfSizingProvider` gives for this view's
    /// element (the target's extent when the view is not being sized or the provider has no answer).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if let size = constraintFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority) {
            return size
        }
        return fittedSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}
#endif
