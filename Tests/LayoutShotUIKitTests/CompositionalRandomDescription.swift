import LayoutCore
import LayoutShotUIKit

/// A random compositional layout as the engine's values: configuration, sections, counts and the collection
/// view's geometry. `CompositionalAPIAgreementTests` builds the same description through Apple's API.
struct CompositionalRandomDescription {
    var configuration: CompositionalConfiguration
    var sections: [CompositionalSection]
    var counts: [Int]
    var viewport: Size2D
    var safeArea: Insets
    var margins: Insets

    init(using rng: inout SplitMix64) {
        var make = Maker(rng: rng)
        viewport = Size2D(width: make.length(200...500), height: make.length(300...900))
        safeArea = make.chance(0.3) ? Insets(top: make.length(0...40), left: make.length(0...30), bottom: make.length(0...30), right: make.length(0...30)) : .zero
        margins = Insets(top: make.length(0...20), left: make.length(16...30), bottom: make.length(0...20), right: make.length(16...30))
        configuration = CompositionalConfiguration(
            scrollDirection: make.chance(0.2) ? .horizontal : .vertical, interSectionSpacing: make.length(0...20),
            boundarySupplementaryItems: make.chance(0.3) ? [make.boundary(kind: "layout")] : [],
            contentInsetsReference: make.pick(CompositionalContentInsetsReference.allCases))
        let sectionCount = make.int(1...3)
        sections = (0..<sectionCount).map { _ in make.section() }
        counts = (0..<sectionCount).map { _ in make.int(0...30) }
        rng = make.rng
    }

    /// Draws the parts of a description.
    struct Maker {
        var rng: SplitMix64

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
        /// A length in half points.
        mutating func length(_ range: ClosedRange<Int>) -> Double { Double(int(range.lowerBound * 2...range.upperBound * 2)) / 2 }
        mutating func fraction(_ range: ClosedRange<Int>) -> Double { Double(int(range)) / 20 }

        mutating func dimension(width: Bool) -> CompositionalDimension {
            switch int(0...5) {
            case 0, 1: width ? .fractionalWidth(fraction(2...20)) : .fractionalHeight(fraction(4...20))
            case 2: width ? .fractionalHeight(fraction(1...6)) : .fractionalWidth(fraction(1...8))
            case 3: .estimated(length(10...90))
            default: .absolute(length(10...150))
            }
        }

        mutating func size() -> CompositionalSize {
            CompositionalSize(widthDimension: dimension(width: true), heightDimension: dimension(width: false))
        }

        mutating func insets(_ limit: Int) -> DirectionalEdgeInsets {
            chance(0.5) ? .zero : DirectionalEdgeInsets(top: length(0...limit), leading: length(0...limit), bottom: length(0...limit), trailing: length(0...limit))
        }

        mutating func spacing() -> CompositionalSpacing? {
            switch int(0...2) {
            case 0: nil
            case 1: .fixed(length(0...10))
            default: .flexible(length(0...10))
            }
        }

        mutating func edgeSpacing() -> CompositionalEdgeSpacing? {
            chance(0.6) ? nil : CompositionalEdgeSpacing(leading: spacing(), top: spacing(), trailing: spacing(), bottom: spacing())
        }

        mutating func anchor() -> CompositionalAnchor {
            let edges = CompositionalAnchor.Edges(rawValue: int(0...15))
            return chance(0.5)
                ? CompositionalAnchor(edges: edges, absoluteOffset: Point2D(x: length(-5...5), y: length(-5...5)))
                : CompositionalAnchor(edges: edges, fractionalOffset: Point2D(x: fraction(-6...6), y: fraction(-6...6)))
        }

        /// Views attached to an item or group; each nesting level has its own kind, as UIKit needs one element per kind and index path.
        mutating func supplementaries(kind: String) -> [CompositionalSupplementaryItem] {
            guard chance(0.25) else { return [] }
            return [CompositionalSupplementaryItem(
                layoutSize: CompositionalSize(widthDimension: .absolute(length(4...20)), heightDimension: .fractionalHeight(fraction(2...10))),
                elementKind: kind, containerAnchor: anchor(), itemAnchor: chance(0.5) ? anchor() : nil, zIndex: int(0...3))]
        }

        mutating func subitem(depth: Int) -> CompositionalSubitem {
            if depth < 2, chance(0.25) { return .group(group(depth: depth + 1)) }
            return .item(CompositionalItem(
                layoutSize: size(), contentInsets: insets(6), edgeSpacing: edgeSpacing(), supplementaryItems: supplementaries(kind: "badge")))
        }

        mutating func group(depth: Int) -> CompositionalGroup {
            let layoutSize = depth == 0
                ? CompositionalSize(widthDimension: chance(0.7) ? .fractionalWidth(fraction(10...20)) : .absolute(length(60...300)),
                                    heightDimension: chance(0.5) ? .absolute(length(30...200)) : .fractionalWidth(fraction(2...8)))
                : size()
            let arrangement: CompositionalGroup.Arrangement
            switch int(0...4) {
            case 0: arrangement = .horizontal((0..<int(1...3)).map { _ in subitem(depth: depth) })
            case 1: arrangement = .vertical((0..<int(1...3)).map { _ in subitem(depth: depth) })
            case 2: arrangement = .horizontalRepeating(subitem(depth: depth), count: int(1...4))
            case 3: arrangement = .verticalRepeating(subitem(depth: depth), count: int(1...4))
            default:
                arrangement = .custom((0..<int(1...3)).map { _ in
                    CompositionalGroupCustomItem(
                        frame: Rect2D(x: length(0...80), y: length(0...40), width: length(5...80), height: length(5...40)), zIndex: int(0...2))
                })
            }
            return CompositionalGroup(
                layoutSize: layoutSize, arrangement: arrangement, interItemSpacing: spacing(), contentInsets: insets(6),
                edgeSpacing: depth == 0 ? nil : edgeSpacing(), supplementaryItems: supplementaries(kind: "frame\(depth)"))
        }

        mutating func boundary(kind: String) -> CompositionalBoundarySupplementaryItem {
            let alignment = pick(CompositionalRectAlignment.allCases)
            return CompositionalBoundarySupplementaryItem(
                layoutSize: CompositionalSize(
                    widthDimension: chance(0.6) ? .fractionalWidth(fraction(6...20)) : .absolute(length(20...120)),
                    heightDimension: .absolute(length(10...50))),
                elementKind: kind, alignment: alignment,
                absoluteOffset: chance(0.7) ? .zero : Point2D(x: length(-5...5), y: length(-5...5)),
                pinToVisibleBounds: chance(0.4), extendsBoundary: chance(0.8), zIndex: int(0...3))
        }

        mutating func section() -> CompositionalSection {
            CompositionalSection(
                group: group(depth: 0), contentInsets: insets(20),
                contentInsetsReference: pick(CompositionalContentInsetsReference.allCases), interGroupSpacing: length(0...15),
                orthogonalScrollingBehavior: chance(0.3) ? pick(CompositionalOrthogonalScrollingBehavior.allCases) : .none,
                boundarySupplementaryItems: (0..<int(0...2)).map { boundary(kind: "boundary\($0)") },
                decorationItems: chance(0.3) ? [CompositionalDecorationItem(elementKind: "bg", zIndex: int(-1...1), contentInsets: insets(10))] : [],
                supplementariesFollowContentInsets: chance(0.7),
                supplementaryContentInsetsReference: pick(CompositionalContentInsetsReference.allCases))
        }
    }
}
