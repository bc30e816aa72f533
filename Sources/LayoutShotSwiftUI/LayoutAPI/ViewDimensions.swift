/// A view's size and alignment guides in its own coordinate space, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    let guides: GuideSource

    init(size: CGSize, guides: GuideSource) {
        self.size = size
        self.guides = guides
    }

    /// The value of the given guide: explicit when the view sets it, else the guide's default value.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The value of the given guide: explicit when the view sets it, else the guide's default value.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The explicit value of the given guide, or `nil` when the view does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        guides.value(of: guide.id, axis: .horizontal, size: size)
    }

    /// The explicit value of the given guide, or `nil` when the view does not set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guides.value(of: guide.id, axis: .vertical, size: size)
    }

    /// Whether both describe one view at one size.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.guides == rhs.guides
    }
}

/// Where a `ViewDimensions` looks up explicit guides: a node at a proposal, the overrides below `level`.
struct GuideSource: Equatable, @unchecked Sendable {
    let node: ViewNode?
    let proposal: ProposedViewSize
    let level: Int

    static let none = GuideSource(node: nil, proposal: .unspecified, level: 0)

    func value(of id: any AlignmentID.Type, axis: Axis, size: CGSize) -> CGFloat? {
        node?.explicitGuide(id, axis: axis, proposal: proposal, size: size, below: level)
    }

    static func == (lhs: GuideSource, rhs: GuideSource) -> Bool {
        lhs.node === rhs.node && lhs.proposal == rhs.proposal && lhs.level == rhs.level
    }
}
