#if !canImport(UIKit)
import LayoutCore

/// A view behind a section, as UIKit's class; `contentInsets` shrink it inside the section's frame.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind registered for the decoration view.
    public let elementKind: String
    /// Drawing order; 0 is below the section's cells.
    public var zIndex = 0
    /// Rounded corners of list backgrounds, which UIKit's list views draw themselves.
    var cornerRadius = 0.0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background covering its section.
    public class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }

    /// The wrapper of an engine value, for sections the engine builds (lists).
    convenience init(_ value: CompositionalDecorationItem) {
        self.init(elementKind: value.elementKind)
        zIndex = value.zIndex
        contentInsets = NSDirectionalEdgeInsets(value.contentInsets)
        cornerRadius = value.cornerRadius
    }

    /// A decoration with the same settings.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        copy.zIndex = zIndex
        copy.contentInsets = contentInsets
        copy.cornerRadius = cornerRadius
        return copy
    }

    /// The engine's value of this decoration.
    var decorationValue: CompositionalDecorationItem {
        CompositionalDecorationItem(elementKind: elementKind, zIndex: zIndex, contentInsets: contentInsets.value, cornerRadius: cornerRadius)
    }
}
#endif
