#if !canImport(UIKit)
/// Something in the app's layout code that UIKit tolerates but that explains a surprising picture: the host
/// reports it beside the resolved layouts instead of failing.
public enum LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// The layout invalidated itself during every pass (from `prepare()` or from a query); on a device each
    /// invalidation only schedules the next layout pass, so the picture is the last pass's.
    case invalidatesItself(passes: Int, method: String, contentOffset: CGPoint)
    /// Layout code asked for the attributes of an element the collection view does not have; UIKit answers nil.
    case missingElement(element: String, method: String)
    /// An element reaches outside the content rectangle; UIKit draws it, though scrolling may never show all of it.
    case outsideContent(element: String, method: String, frame: CGRect, contentSize: CGSize)
    /// Self-sizing kept changing the layout: in each of `passes` rounds the layout accepted a preferred size.
    case selfSizingDoesNotSettle(passes: Int, contentOffset: CGPoint)

    /// The warning, naming the method and, where there is one, the element's index path.
    public var description: String {
        switch self {
        case .invalidatesItself(let passes, let method, let offset):
            "the layout invalidated itself from \(method) in each of \(passes) passes at content offset "
                + "(\(LayoutFault.format(offset.x)), \(LayoutFault.format(offset.y))); on a device every pass "
                + "schedules another, so the picture is the last pass's. A property whose didSet calls "
                + "invalidateLayout() and that prepare() sets is the usual cause: invalidate only when the value changes"
        case .missingElement(let element, let method):
            "\(method) was asked for \(element), which the collection view does not have, and returned nil "
                + "as UIKit does; code that relies on its attributes (a pinned header, say) gets none"
        case .outsideContent(let element, let method, let frame, let contentSize):
            "\(method) placed \(element) at \(LayoutFault.format(frame)), outside the content size "
                + "\(LayoutFault.format(contentSize.width)) × \(LayoutFault.format(contentSize.height)) from "
                + "collectionViewContentSize; it is drawn, as UIKit draws it, but scrolling may never show all of it"
        case .selfSizingDoesNotSettle(let passes, let offset):
            "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) returned true in each of "
                + "\(passes) self-sizing passes at content offset (\(LayoutFault.format(offset.x)), "
                + "\(LayoutFault.format(offset.y))), so the picture is the last pass's. The layout must place the "
                + "preferred size it accepted and return false once an element already has it"
        }
    }
}
#endif
