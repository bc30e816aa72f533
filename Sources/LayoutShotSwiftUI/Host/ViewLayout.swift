/// What laying a view out for one proposal gives: its size and every view it holds, placed, in drawing
/// order. One printable value; `resolvedLayout()` hands it to LayoutShot's renderer and snapshots.
public struct ViewLayout: Hashable, Sendable, CustomStringConvertible {
    /// The proposal the root view was offered.
    public let proposal: ProposedViewSize
    /// The size the root view chose.
    public let size: CGSize
    /// Every view, placed: a container before what it holds, a background before its view.
    public let views: [PlacedView]

    /// The view at `path`, if there is one.
    public func view(at path: String) -> PlacedView? { views.first { $0.path == path } }

    /// The frame of the view at `path`, if there is one.
    public subscript(path: String) -> CGRect? { view(at: path)?.frame }

    /// The proposal and size, then one line per view, indented by depth.
    public var description: String {
        var lines = ["proposal \(proposal) → \(ViewLayoutFault.format(size))"]
        for view in views { lines.append(String(repeating: "  ", count: view.depth) + view.description) }
        return lines.joined(separator: "\n")
    }
}
