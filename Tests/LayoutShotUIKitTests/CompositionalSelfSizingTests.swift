import LayoutCore
import LayoutShotUIKit
import Testing

/// Compositional layouts with estimated dimensions, measured by the host's self-sizing pass through a size
/// provider, in a 300 × 400 collection view; frames worked by hand.
@MainActor
struct CompositionalSelfSizingTests {
    private func rows(header: Bool = false) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        if header {
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Rows estimated at 44 measure 30, 80 and 50 and stack 10 apart: 0, 40, 130; content 180.
    @Test func estimatedRowsTakeTheProvidedHeights() throws {
        let heights: [CGFloat] = [30, 80, 50]
        let host = LayoutHost(
            layout: rows(), viewport: CGSize(width: 300, height: 400), dataSource: TestDataSource([3]),
            sizeProvider: .sizes([heights.map { CGSize(width: 120, height: $0) }]))
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 300, height: 30), Rect2D(x: 0, y: 40, width: 300, height: 80),
            Rect2D(x: 0, y: 130, width: 300, height: 50),
        ])
        #expect(resolved.contentSize == Size2D(width: 300, height: 180))
        #expect(host.warnings.isEmpty)
    }

    /// The provider sees the row's width as required and its height as the cell's to choose.
    @Test func theProviderIsAskedOnTheEstimatedAxisOnly() throws {
        var requests: [SelfSizingRequest] = []
        let provider = SelfSizingProvider { request in
            requests.append(request)
            return CGSize(width: 10, height: 25)
        }
        let host = LayoutHost(
            layout: rows(), viewport: CGSize(width: 300, height: 400), dataSource: TestDataSource([1]), sizeProvider: provider)
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [Rect2D(x: 0, y: 0, width: 300, height: 25)])
        let first = try #require(requests.first)
        #expect(first.targetSize == CGSize(width: 300, height: 44))
        #expect(first.horizontalFittingPriority == .required)
        #expect(first.verticalFittingPriority == .fittingSizeLevel)
    }

    /// A header estimated at 44 measures 60: the rows, measured 30 each, start below it at 60 and 100.
    @Test func anEstimatedHeaderIsMeasuredToo() throws {
        let provider = SelfSizingProvider { request in
            CGSize(width: 300, height: request.category == .supplementaryView ? 60 : 30)
        }
        let host = LayoutHost(
            layout: rows(header: true), viewport: CGSize(width: 300, height: 400), dataSource: TestDataSource([2]),
            sizeProvider: provider)
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 300, height: 60),
            Rect2D(x: 0, y: 60, width: 300, height: 30), Rect2D(x: 0, y: 100, width: 300, height: 30),
        ])
    }

    /// Tags of estimated width in full-width 30-point rows, 8 apart both ways: measured 100, 150, 120, 60 wrap
    /// after the second (258 + 8 + 120 > 300).
    @Test func tagsWrapOnceMeasured() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .estimated(50), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let widths: [CGFloat] = [100, 150, 120, 60]
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout(section: section), viewport: CGSize(width: 300, height: 400),
            dataSource: TestDataSource([4]), sizeProvider: .sizes([widths.map { CGSize(width: $0, height: 12) }]))
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 100, height: 30), Rect2D(x: 108, y: 0, width: 150, height: 30),
            Rect2D(x: 0, y: 38, width: 120, height: 30), Rect2D(x: 128, y: 38, width: 60, height: 30),
        ])
    }

    /// Three columns of `uniformAcrossSiblings(estimate:)` height measuring 40, 90, 60 are all 90 high.
    @Test func uniformSiblingsTakeTheTallest() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [item])
        let heights: [CGFloat] = [40, 90, 60]
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
            viewport: CGSize(width: 300, height: 400), dataSource: TestDataSource([3]),
            sizeProvider: .sizes([heights.map { CGSize(width: 100, height: $0) }]))
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 100, height: 90), Rect2D(x: 100, y: 0, width: 100, height: 90),
            Rect2D(x: 200, y: 0, width: 100, height: 90),
        ])
    }

    /// Reloading with new counts forgets the measured sizes: with no provider left, estimates come back.
    @Test func newCountsForgetTheMeasurements() throws {
        let dataSource = TestDataSource([2])
        let host = LayoutHost(
            layout: rows(), viewport: CGSize(width: 300, height: 400), dataSource: dataSource,
            sizeProvider: .sizes([[CGSize(width: 300, height: 20), CGSize(width: 300, height: 20)]]))
        #expect(try host.resolve(at: .zero).attributes.map(\.frame.height) == [20, 20])
        host.sizeProvider = nil
        dataSource.counts = [3]
        host.collectionView.reloadData()
        #expect(try host.resolve(at: .zero).attributes.map(\.frame.height) == [44, 44, 44])
    }
}

/// List rows size themselves as list cells do: in a plain list rows measured 30 and 60 stack at 0 and 30, and the
/// separator under the first row follows it (one pixel, 1/3 pt at the host's 3× scale, high at the row's bottom, 16 in from the leading edge).
@MainActor
struct ListSelfSizingTests {
    @Test func listRowsTakeTheirMeasuredHeights() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 300, height: 400), dataSource: TestDataSource([2]),
            sizeProvider: .sizes([[CGSize(width: 300, height: 30), CGSize(width: 300, height: 60)]]))
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.filter { $0.kind == .cell }.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 300, height: 30), Rect2D(x: 0, y: 30, width: 300, height: 60),
        ])
        #expect(resolved.attributes.filter { $0.elementKind == "list-separator" }.map(\.frame) == [
            Rect2D(x: 16, y: 30 - 1.0 / 3, width: 284, height: 1.0 / 3),
        ])
    }
}
