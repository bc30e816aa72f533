import Foundation
import LayoutShotTestSupport
import LayoutShotUIKit
import LayoutSnapshotTesting
import Testing

/// The project's own host-driven reference suite: every sample layout, built with UIKit's API and laid out in
/// a `UICollectionView` by `LayoutHost`, compared with the references committed in `Snapshots/uikit/`.
/// Record them again with `LAYOUTSHOT_RECORD=all swift test --filter HostedSampleSnapshotTests`.
@MainActor
struct HostedSampleSnapshotTests {
    /// `Snapshots/uikit/` of this repository, found from this file's path.
    static let directory = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/uikit").path

    /// One sample layout with the data and the offsets it is snapshotted at.
    enum Sample: String, CaseIterable, Sendable {
        case grid, twoColumns, nestedGroups, orthogonalContinuous, orthogonalGroupPaging, orthogonalGroupPagingCentered
        case pinnedHeaders, badges, insetGroupedList, adaptiveColumns, customGroup

        @MainActor var layout: UICollectionViewLayout {
            switch self {
            case .grid: SampleLayouts.grid()
            case .twoColumns: SampleLayouts.twoColumns()
            case .nestedGroups: SampleLayouts.nestedGroups()
            case .orthogonalContinuous: SampleLayouts.orthogonal(.continuous)
            case .orthogonalGroupPaging: SampleLayouts.orthogonal(.groupPaging)
            case .orthogonalGroupPagingCentered: SampleLayouts.orthogonal(.groupPagingCentered)
            case .pinnedHeaders: SampleLayouts.pinnedHeaders()
            case .badges: SampleLayouts.badges()
            case .insetGroupedList: SampleLayouts.insetGroupedList()
            case .adaptiveColumns: SampleLayouts.adaptiveColumns()
            case .customGroup: SampleLayouts.customGroup()
            }
        }

        var counts: [Int] {
            switch self {
            case .grid: [12]
            case .twoColumns, .nestedGroups, .badges: [5]
            case .orthogonalContinuous, .orthogonalGroupPaging, .orthogonalGroupPagingCentered: [5, 5]
            case .pinnedHeaders: [4, 4]
            case .insetGroupedList: [3, 2]
            case .adaptiveColumns: [3]
            case .customGroup: [4]
            }
        }

        /// A filmstrip for the pinned headers (at 210 header 0 is pushed up to its section's end), else the top.
        var offsets: [CGPoint] { self == .pinnedHeaders ? [.zero, CGPoint(x: 0, y: 210)] : [.zero] }
    }

    static func collectionView(_ layout: UICollectionViewLayout, _ dataSource: TestDataSource) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        view.dataSource = dataSource
        return view
    }

    @Test(arguments: Sample.allCases)
    func sample(_ sample: Sample) {
        let dataSource = TestDataSource(sample.counts)
        let layout = sample.layout
        assertLayoutSnapshot(
            of: .layout(layout, in: Self.collectionView(layout, dataSource), at: sample.offsets), as: [.layout, .png],
            named: sample.rawValue, snapshotDirectory: Self.directory)
    }

    @Test func theCommittedFilmstripHasHeaderZeroPushedUpToItsSectionsEnd() throws {
        let stored = try String(contentsOfFile: Self.directory + "/sample.pinnedHeaders.layout.json", encoding: .utf8)
        // At offset 210 header 0 is pushed up to its section's end, 230 − 30.
        #expect(stored.contains(#""section": 0, "item": 0, "frame": [0, 200, 400, 30]"#))
    }

    /// Against a copy of the committed reference, so that the failure's artefacts land in a temporary folder.
    @Test func anOrthogonalOffsetIsComparedWithTheCommittedReference() throws {
        let copy = try TemporaryDirectory.make(prefix: "layoutshot-hosted").path
        let file = "/sample.orthogonalGroupPaging.layout.json"
        try FileManager.default.copyItem(atPath: Self.directory + file, toPath: copy + file)
        let dataSource = TestDataSource(Sample.orthogonalGroupPaging.counts)
        let layout = try #require(Sample.orthogonalGroupPaging.layout as? UICollectionViewCompositionalLayout)
        let view = Self.collectionView(layout, dataSource)
        #expect(verifyLayoutSnapshot(
            of: .layout(layout, in: view, at: [.zero]), as: [.layout], named: "orthogonalGroupPaging", record: .never,
            snapshotDirectory: copy, testName: "sample(_:)") == nil)
        // Paging section 0 by one card moves its cells 298 points to the left, and the comparison says so.
        layout.orthogonalScrollOffsets = [0: 298]
        let message = try #require(verifyLayoutSnapshot(
            of: .layout(layout, in: view, at: [.zero]), as: [.layout], named: "orthogonalGroupPaging", record: .never,
            snapshotDirectory: copy, testName: "sample(_:)"))
        #expect(message.contains("cell 0·1: frame [318, 0, 288, 100] → [20, 0, 288, 100]"))
    }
}
