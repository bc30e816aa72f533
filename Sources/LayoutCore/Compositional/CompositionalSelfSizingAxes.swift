/// The axes on which a compositional element's dimension is estimated, so the view chooses its length there.
public struct CompositionalSelfSizingAxes: OptionSet, Hashable, Sendable {
    /// The element's raw bits.
    public let rawValue: UInt8

    /// Creates axes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The width is estimated.
    public static let width = CompositionalSelfSizingAxes(rawValue: 1)
    /// The height is estimated.
    public static let height = CompositionalSelfSizingAxes(rawValue: 2)

    /// The estimated axes of `size`.
    public init(_ size: CompositionalSize) {
        self = []
        if size.widthDimension.isEstimated { insert(.width) }
        if size.heightDimension.isEstimated { insert(.height) }
    }
}
