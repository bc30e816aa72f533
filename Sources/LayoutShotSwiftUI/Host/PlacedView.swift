import LayoutCore

/// One view as a layout pass left it: its path in the tree, its type, its frame in the root's coordinates.
public struct PlacedView: Hashable, Sendable, CustomStringConvertible {
    /// What the view is, for pictures.
    public enum Role: Hashable, Sendable {
        /// A container laid out by a `Layout` (a stack, a grid, your own layout).
        case container
        /// A layout modifier (`padding`, `frame`, …): its frame is the modified view's.
        case modifier
        /// Text, with its string and point size.
        case text(String, fontSize: CGFloat)
        /// An image placeholder, with its name.
        case image(String)
        /// A shape or colour.
        case shape
        /// A spacer.
        case spacer
        /// A divider.
        case divider
    }

    /// The view's place in the tree: `VStack/TagLayout[1]/Text[3]` (each step a type and its index among its
    /// container's subviews; `background` and `overlay` views follow the view they decorate).
    public let path: String
    /// The view's type (`Text`, `HStack`, your layout's type name; a modifier's name).
    public let typeName: String
    /// Where it was placed, in the root view's coordinates.
    public let frame: CGRect
    /// How deep in the tree (the root is 0).
    public let depth: Int
    /// What the view is.
    public let role: Role
    let fill: RGBAColor?
    let cornerRadius: CGFloat
    /// What a text or an image shows inside its frame (`LeafDrawing`); nil for other views.
    let content: ElementContent?
    /// The drawing layer (see `ViewNode.drawingLayer`): a higher one covers a lower one.
    var layer = 0
    /// Whether the view lies wholly outside a clipping ancestor (a list's row scrolled out of sight): not drawn.
    var isClippedAway = false
    /// The outline its drawing is cut to, in its own coordinates (a row background at an inset grouped card's end).
    var clip: ClipShape?

    /// `path [x, y, width, height]`.
    public var description: String {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { ProposedViewSize.format($0) }
        return "\(path) [\(numbers.joined(separator: ", "))]"
    }
}
