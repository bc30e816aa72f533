/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`: `nil` in a dimension asks for the
/// view's ideal size there, `0` for its minimum, `.infinity` for its maximum.
public struct ProposedViewSize: Equatable, Sendable, CustomStringConvertible {
    /// The proposed horizontal size, or `nil` for unspecified.
    public var width: CGFloat?
    /// The proposed vertical size, or `nil` for unspecified.
    public var height: CGFloat?

    /// Creates a proposal from optional dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal from a size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposed size with both dimensions left unspecified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension replaced by `size`'s; SwiftUI's documented default is 10 × 10.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// `390 × nil`.
    public var description: String { "\(Self.format(width)) × \(Self.format(height))" }

    static func format(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return String(Double(value))
    }

    /// The proposal's length along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal of `main` along `axis` and `cross` across it.
    init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

extension ProposedViewSize: Hashable {
    /// Hashes both dimensions.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width.map(Double.init))
        hasher.combine(height.map(Double.init))
    }
}
