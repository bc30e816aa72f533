/// A view behind a section, as `NSCollectionLayoutDecorationItem.background(elementKind:)`.
///
/// It covers the section's whole frame (boundary supplementaries and content insets included, across the
/// layout's width) shrunk by `contentInsets`.
public struct CompositionalDecorationItem: Hashable, Sendable {
    /// The kind registered for the decoration view.
    public var elementKind: String
    /// Drawing order; Apple's default 0 is drawn below the section's cells and supplementaries.
    public var zIndex: Int
    /// Shrinks the decoration inside the section's frame.
    public var contentInsets: DirectionalEdgeInsets
    /// Corner radius for the renderer; not part of Apple's API, where the view draws its own corners.
    public var cornerRadius: Double

    /// Creates a decoration item.
    public init(elementKind: String, zIndex: Int = 0, contentInsets: DirectionalEdgeInsets = .zero, cornerRadius: Double = 0) {
        self.elementKind = elementKind
        self.zIndex = zIndex
        self.contentInsets = contentInsets
        self.cornerRadius = cornerRadius
    }

    /// A section background, as `NSCollectionLayoutDecorationItem.background(elementKind:)`.
    public static func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }
}
