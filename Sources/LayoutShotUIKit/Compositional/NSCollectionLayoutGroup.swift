#if !canImport(UIKit)
import LayoutCore

/// A row, a column or a custom arrangement of items and nested groups, as UIKit's class.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal([NSCollectionLayoutItem])
        case horizontalRepeating(NSCollectionLayoutItem, count: Int)
        case vertical([NSCollectionLayoutItem])
        case verticalRepeating(NSCollectionLayoutItem, count: Int)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// Space between consecutive subitems along the group's axis; `nil` is none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement) {
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The items and groups the group arranges (one for a repeating group, none for a custom one).
    public var subitems: [NSCollectionLayoutItem] {
        switch arrangement {
        case .horizontal(let items), .vertical(let items): items
        case .horizontalRepeating(let item, _), .verticalRepeating(let item, _): [item]
        case .custom: []
        }
    }

    /// Views attached to the group's frame; they take the index path of the group's first item.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    /// A row of `subitems`, repeated while the next one still fits.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal(subitems))
    }

    /// A row of `count` copies of `repeatingSubitem`, each given an equal share of the width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontalRepeating(subitem, count: count))
    }

    /// The pre-iOS 16 spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontalRepeating(subitem, count: count))
    }

    /// A column of `subitems`, repeated while the next one still fits.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical(subitems))
    }

    /// A column of `count` copies of `repeatingSubitem`, each given an equal share of the height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .verticalRepeating(subitem, count: count))
    }

    /// The pre-iOS 16 spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .verticalRepeating(subitem, count: count))
    }

    /// Cells at the frames `itemProvider` returns; it is asked once per section, with the section's environment.
    public class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider))
    }

    /// A group with the same settings and subitems.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: arrangement)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.interItemSpacing = interItemSpacing
        copy.storedSupplementaryItems = storedSupplementaryItems
        return copy
    }

    /// The engine's group for a section laid out in `environment`.
    func groupValue(in environment: any NSCollectionLayoutEnvironment) -> CompositionalGroup {
        let engineArrangement: CompositionalGroup.Arrangement
        switch arrangement {
        case .horizontal(let items): engineArrangement = .horizontal(items.map { $0.subitem(in: environment) })
        case .horizontalRepeating(let item, let count): engineArrangement = .horizontalRepeating(item.subitem(in: environment), count: count)
        case .vertical(let items): engineArrangement = .vertical(items.map { $0.subitem(in: environment) })
        case .verticalRepeating(let item, let count): engineArrangement = .verticalRepeating(item.subitem(in: environment), count: count)
        case .custom(let provider): engineArrangement = .custom(provider(environment).map(\.value))
        }
        return CompositionalGroup(
            layoutSize: layoutSize.value, arrangement: engineArrangement, interItemSpacing: interItemSpacing?.value,
            contentInsets: contentInsets.value, edgeSpacing: edgeSpacing?.value,
            supplementaryItems: storedSupplementaryItems.map(\.supplementaryValue))
    }

    override func subitem(in environment: any NSCollectionLayoutEnvironment) -> CompositionalSubitem {
        .group(groupValue(in: environment))
    }
}
#endif
