/// A flexible space that expands along the major axis of its containing stack layout, or on both axes if
/// not contained in a stack, as SwiftUI's `Spacer`.
public struct Spacer {
    /// The minimum length this spacer can be shrunk to, or `nil` for the default spacing.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Spacer has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        [leafNode("Spacer", .spacer(minLength: minLength), environment)]
    }
}

/// A visual element that can be used to separate other content, as SwiftUI's `Divider`.
public struct Divider {
    /// Creates a divider.
    public init() {}
}

extension Divider: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Divider has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { [leafNode("Divider", .divider, environment)] }
}
