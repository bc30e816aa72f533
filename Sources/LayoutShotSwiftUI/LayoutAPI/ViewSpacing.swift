/// A view's preferred spacing to its neighbours, per edge, as SwiftUI's `ViewSpacing`.
///
/// Every view prefers 8 points on each edge: the default spacing between adjacent views in an iOS stack
/// (objc.io, "Thinking in SwiftUI", chapter "Layout"; Apple documents only that a `nil` stack spacing
/// uses a default distance). SwiftUI varies it by kind of neighbour (text to text); LayoutShot does not.
public struct ViewSpacing: Equatable, Sendable, CustomStringConvertible {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// The default preference of a view: 8 points on every edge (see above).
    static let defaultDistance: CGFloat = 8

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Initializes an instance with default spacing values.
    public init() {
        self.init(
            top: Self.defaultDistance, leading: Self.defaultDistance, bottom: Self.defaultDistance,
            trailing: Self.defaultDistance)
    }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Merges `other`'s preferences on `edges` into this one, keeping the greater value on each edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This instance merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The smallest distance along `axis` to the view preferring `next` that satisfies both preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    /// `top leading bottom trailing`.
    public var description: String { "ViewSpacing(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}
