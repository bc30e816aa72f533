import LayoutCore

/// The traits a matrix snapshot is taken under beside its device: the text size (Dynamic Type) and the layout
/// direction. A reference's name gains `.TEXTSIZE` (`.accessibilityXL`) and, right to left, `.rtl`.
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

    /// Every text size in `textSizes` in each direction of `directions`: the product, text sizes outermost.
    public static func product(
        _ textSizes: [TextSizeCategory], _ directions: [UserInterfaceDirection] = [.leftToRight]
    ) -> [SnapshotTraits] {
        textSizes.flatMap { textSize in directions.map { SnapshotTraits(textSize: textSize, direction: $0) } }
    }

    /// What the traits add to a reference's name: `.large`, `.accessibilityXXXL.rtl`.
    var nameSuffix: String { "." + textSize.shortName + (direction == .rightToLeft ? ".rtl" : "") }
}
