#if !canImport(UIKit)
import Foundation
import LayoutCore
import LayoutShotUIKit
import LayoutSnapshotTesting
import Testing

/// An app's layout checked over devices, text sizes and layout directions in one assertion; frames worked by hand
/// from the embedded font (DejaVu Sans: ascender 1901, descender 483, no line gap, 2048 units per em, so one line is
/// 2384 / 2048 = 1.1640625 × the font size high, rounded up to whole points).
@MainActor
@Suite struct DynamicTypeMatrixTests {
    /// Rows of one self-sizing list, measured by the body text style with 12 points above and below the text.
    final class Rows: NSObject, UICollectionViewDataSource {
        let titles: [String]
        init(_ titles: [String]) { self.titles = titles }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    static func list() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    static func host(_ titles: [String], _ cell: SnapshotMatrixCell) -> LayoutHost {
        let rows = Rows(titles)
        return LayoutHost(
            layout: list(), viewport: cell.viewport, dataSource: rows,
            sizeProvider: .text(style: .body, at: cell.traits.textSize, insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)) {
                titles[$0.indexPath.item]
            })
    }

    static let iPhoneSE = DeviceModel.named("iPhone SE (3rd generation)")!
    static let iPhone14Pro = DeviceModel.named("iPhone 14 Pro")!
    static let titles = ["Inbox", "Drafts", "Sent"]

    /// The frames one cell of the matrix shows, as the assertion takes them.
    static func frames(_ titles: [String], _ cell: SnapshotMatrixCell) throws -> [Rect2D] {
        let host = host(titles, cell)
        host.collectionView.adopt(cell.device, cell.orientation, textSize: cell.traits.textSize, direction: cell.traits.direction)
        return try host.resolveContent().attributes.map(\.frame)
    }

    @Test func aSelfSizingListGrowsAtAccessibilitySizes() throws {
        func rows(_ textSize: TextSizeCategory) throws -> [Rect2D] {
            try Self.frames(Self.titles, SnapshotMatrixCell(device: Self.iPhoneSE, orientation: .portrait, traits: .textSize(textSize)))
        }
        // Body is 14 pt at xSmall: one line ⌈16.30⌉ = 17 high, rows 17 + 24 = 41.
        #expect(try rows(.extraSmall) == [0, 41, 82].map { Rect2D(x: 0, y: $0, width: 375, height: 41) })
        // 17 pt at Large, the default: ⌈19.79⌉ = 20, rows 44.
        #expect(try rows(.large) == [0, 44, 88].map { Rect2D(x: 0, y: $0, width: 375, height: 44) })
        // 28 pt at AX1: ⌈32.59⌉ = 33, rows 57.
        #expect(try rows(.accessibilityMedium) == [0, 57, 114].map { Rect2D(x: 0, y: $0, width: 375, height: 57) })
        // 53 pt at AX5: ⌈61.70⌉ = 62, rows 86.
        #expect(try rows(.accessibilityExtraExtraExtraLarge) == [0, 86, 172].map { Rect2D(x: 0, y: $0, width: 375, height: 86) })
    }

    static func check(_ titles: [String], record: RecordMode, in directory: String) -> String? {
        verifyLayoutSnapshot(
            of: .host { host(titles, $0) }, as: [.layout],
            matrix: SnapshotMatrix(devices: [iPhoneSE, iPhone14Pro], textSizes: [.large, .accessibilityExtraExtraExtraLarge]),
            named: "mail", record: record, snapshotDirectory: directory, testName: "list()")
    }

    @Test func oneAssertionNamesEveryCellAndAChangeFailsExactlyTheCellsItAffects() throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(Self.check(Self.titles, record: .all, in: directory) == nil)
        let cells = [
            "iPhone-SE-3rd-generation.portrait.large", "iPhone-SE-3rd-generation.portrait.accessibilityXXXL",
            "iPhone-14-Pro.portrait.large", "iPhone-14-Pro.portrait.accessibilityXXXL",
        ]
        let files = try Fixture.contents(of: directory)
        #expect(Set(files.keys) == Set(cells.map { "list.mail.\($0).layout.json" }))
        let large = String(decoding: try #require(files["list.mail.iPhone-SE-3rd-generation.portrait.large.layout.json"]), as: UTF8.self)
        let largest = String(decoding: try #require(files["list.mail.iPhone-SE-3rd-generation.portrait.accessibilityXXXL.layout.json"]), as: UTF8.self)
        #expect(large.contains("[0, 88, 375, 44]") && largest.contains("[0, 172, 375, 86]"))
        #expect(Self.check(Self.titles, record: .never, in: directory) == nil)

        // A longer title fits one line at Large (17 pt) on both phones but wraps to two at AX5 (53 pt): only the
        // AX5 cells change.
        let message = try #require(Self.check(["Inbox", "Dynamic Type grows", "Sent"], record: .never, in: directory))
        let failed = message.split(separator: "\n").filter { $0.hasPrefix("Snapshot \"") }.map { String($0.split(separator: "\"")[1]) }
        #expect(failed == ["list.mail.iPhone-SE-3rd-generation.portrait.accessibilityXXXL", "list.mail.iPhone-14-Pro.portrait.accessibilityXXXL"])
    }

    @Test func rightToLeftMirrorsAFlowLayoutAcrossTheScreen() throws {
        func frames(_ direction: UserInterfaceDirection) throws -> [Rect2D] {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            let host = LayoutHost(layout: layout, viewport: CGSize(width: 375, height: 667), dataSource: ItemsDataSource(4))
            host.collectionView.adopt(Self.iPhoneSE, .portrait, direction: direction)
            return try host.resolveContent().attributes.map(\.frame)
        }
        // Three to the first line of 375 (the 55 points left over spread between them: 0, 137.5, 275); the fourth
        // alone on the next line, 60 down, in the first column's place: at the left, or mirrored to the right.
        let line = [0, 137.5, 275].map { Rect2D(x: $0, y: 0, width: 100, height: 50) }
        #expect(try frames(.leftToRight) == line + [Rect2D(x: 0, y: 60, width: 100, height: 50)])
        #expect(try frames(.rightToLeft) == line.reversed() + [Rect2D(x: 275, y: 60, width: 100, height: 50)])
    }

    @Test func theDeviceReachesTheCollectionView() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        view.adopt(Self.iPhone14Pro, .landscape, textSize: .accessibilityLarge, direction: .rightToLeft)
        #expect(view.bounds.size == CGSize(width: 852, height: 393))
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let traits = view.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
        #expect(traits.displayScale == 3 && traits.layoutDirection == .rightToLeft)
        #expect(traits.preferredContentSizeCategory == .accessibilityLarge)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func aHostBuiltForADeviceSeesItsScreenAndSafeArea() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let host = LayoutHost(layout: layout, device: Self.iPhone14Pro, orientation: .landscape, dataSource: ItemsDataSource(1))
        #expect(host.collectionView.bounds.size == CGSize(width: 852, height: 393))
        #expect(host.collectionView.adjustedContentInset == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(host.collectionView.traitCollection.verticalSizeClass == .compact)
    }

    @Test func textStylesScaleAsAppleTablesThem() {
        #expect(TextSizeCategory.allCases.map { DynamicTypeStyle.body.pointSize(at: $0) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(DynamicTypeStyle.largeTitle.pointSize(at: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(DynamicTypeStyle.caption2.pointSize(at: .extraSmall) == 11)
        // A custom 34-point size follows body: 34 × 53 / 17 = 106 at AX5.
        #expect(DynamicTypeStyle.body.scaled(34, to: .accessibilityExtraExtraExtraLarge) == 106)
        for style in DynamicTypeStyle.allCases {
            let sizes = TextSizeCategory.allCases.map(style.pointSize(at:))
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style) never shrinks as the text grows")
        }
    }
}
#endif
