import LayoutCore

/// The traits a matrix cell is taken under beside its device: the text size (Dynamic Type) and the layout direction.
public struct SnapshotTraits: Hashable, Sendable {
    /// The preferred text size.
    public var textSize: TextSizeCategory
    /// The layout direction.
    public var direction: UserInterfaceDirection

    /// Traits; by default the default text size (Large), left to right.
    public init(textSize: TextSizeCategory = .large, direction: UserInterfaceDirection = .leftToRight) {
        self.textSize = textSize
        self.direction = direction
    }

    /// The default traits at `textSize`.
    public static func textSize(_ textSize: TextSizeCategory) -> SnapshotTraits { SnapshotTraits(textSize: textSize) }

    /// The default text size, right to left.
    public static let rightToLeft = SnapshotTraits(direction: .rightToLeft)
}
