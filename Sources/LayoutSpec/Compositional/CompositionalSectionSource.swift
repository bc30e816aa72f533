import LayoutCore

/// Where a compositional spec's sections come from: one `section` for all, or `sections`/`list` giving one per index.
enum CompositionalSectionSource {
    /// `UICollectionViewCompositionalLayout(section:)`.
    case one(CompositionalSection)
    /// A section provider returning the entry of its index.
    case each([CompositionalSection])

    /// The section at `index`.
    func section(_ index: Int) -> CompositionalSection {
        switch self {
        case .one(let section): section
        case .each(let sections): sections[index]
        }
    }
}
