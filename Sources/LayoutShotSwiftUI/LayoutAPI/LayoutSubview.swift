/// A proxy that represents one subview of a layout, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable, Sendable {
    let node: ViewNode

    init(_ node: ViewNode) { self.node = node }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.size(for: proposal)
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(for: proposal)
    }

    /// Assigns a position and proposed size to the subview; call it once per subview from `placeSubviews`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        node.record(position: position, anchor: anchor, proposal: proposal)
    }

    /// The layout priority of the subview (`layoutPriority(_:)`, 0 by default).
    public var priority: Double { node.traits.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing() }

    /// The value the subview sets for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.traits.layoutValues[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// Whether both stand for the same view.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}
