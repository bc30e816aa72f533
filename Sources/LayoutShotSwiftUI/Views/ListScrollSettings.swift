import LayoutCore

/// What a list's scrolling modifiers chose: whether its background is drawn (`scrollContentBackground(_:)`) and
/// which part of its content it shows (`defaultScrollAnchor(_:)`).
struct ListScrollSettings {
    /// Whether the list's own background is left out, so that what is behind the list shows.
    var backgroundHidden = false
    /// The unit point of the content shown at the same unit point of the list; nil shows the top.
    var anchor: UnitPoint?

    /// How far the content of `contentHeight` is scrolled in a list `height` tall: the anchor's point of the
    /// content lines up with the same point of the list ("which part of the scroll view's content should be
    /// rendered by default", Apple's `defaultScrollAnchor(_:)`), so `.bottom` shows the end and `.center` the
    /// middle; never above the top or past the end, and content shorter than the list is not scrolled.
    func offset(contentHeight: CGFloat, height: CGFloat) -> CGFloat {
        guard let anchor, contentHeight > height, height.isFinite else { return 0 }
        return min(contentHeight - height, max(0, anchor.y * (contentHeight - height)))
    }
}

/// The list being laid out, as its sections see it: where its visible stretch is once the list is placed, so
/// that a plain section pins its header and footer to it. One per list; the list's layout sets it before its
/// sections are placed.
final class ListViewport: @unchecked Sendable {
    /// The list's top and bottom in the root's coordinates; nil until the list is placed.
    var visible: (top: CGFloat, bottom: CGFloat)?
}

/// A view whose lists scroll as `apply` sets (what `scrollContentBackground(_:)` and `defaultScrollAnchor(_:)`
/// make).
public struct _ListScrollView<Content: View> {
    let content: Content
    let apply: @Sendable (inout ListScrollSettings) -> Void
}

extension _ListScrollView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("a list scroll view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        var inner = environment
        apply(&inner.listScroll)
        return LayoutShotSwiftUI.makeNodes(content, inner)
    }
}
