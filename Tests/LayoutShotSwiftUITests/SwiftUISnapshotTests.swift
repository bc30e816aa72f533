import Foundation
import LayoutShotSwiftUI
import LayoutSnapshotTesting
import Testing

/// Snapshots of views laid out by the host, compared with the references committed in `Snapshots/swiftui/`
/// (record them again with `LAYOUTSHOT_RECORD=all swift test --filter SwiftUISnapshotTests`); failures name
/// views by path.
@MainActor
struct SwiftUISnapshotTests {
    /// `Snapshots/swiftui/` of this repository, found from this file's path.
    static let directory = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/swiftui").path

    @Test func tagCloud() {
        assertLayoutSnapshot(
            of: .view(TagCloud(), proposal: ProposedViewSize(width: 240, height: nil)), as: [.layout, .png], named: "tags",
            snapshotDirectory: Self.directory)
    }

    /// A view that moved is named by its path in the failure, with its old and new frame.
    @Test func failureNamesTheViewByPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-snapshot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let proposal = ProposedViewSize(width: 100, height: nil)
        _ = verifyLayoutSnapshot(
            of: .view(FlowLayout { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 50, height: 20) }, proposal: proposal),
            as: [.layout], named: "flow", record: .all, snapshotDirectory: folder)
        let message = verifyLayoutSnapshot(
            of: .view(FlowLayout { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 70, height: 20) }, proposal: proposal),
            as: [.layout], named: "flow", record: .never, snapshotDirectory: folder)
        #expect(message?.contains("FlowLayout/frame[1]: frame [48, 0, 50, 20] → [0, 28, 70, 20]") == true, "\(message ?? "")")
    }

    /// A tolerance set for a scope reaches `.png` without options, as it does for specs and UIKit layouts.
    @Test func theScopesImageOptionsApplyToPNG() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-scope-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let proposal = ProposedViewSize(width: 100, height: nil)
        _ = verifyLayoutSnapshot(
            of: .view(VStack(spacing: 0) { Color.red.frame(width: 40, height: 19); Color.red.frame(width: 40, height: 1) }, proposal: proposal),
            as: [.png], named: "p",
            record: .all, snapshotDirectory: folder)
        // One row of 20 changes colour: the same size, 5% of the pixels.
        let changed = VStack(spacing: 0) { Color.red.frame(width: 40, height: 19); Color.blue.frame(width: 40, height: 1) }
        #expect(verifyLayoutSnapshot(of: .view(changed, proposal: proposal), as: [.png], named: "p", record: .never, snapshotDirectory: folder) != nil)
        withLayoutSnapshotTesting(imageOptions: ImageDiffOptions(tolerance: .ratio(0.5))) {
            #expect(verifyLayoutSnapshot(of: .view(changed, proposal: proposal), as: [.png], named: "p", record: .never, snapshotDirectory: folder) == nil)
        }
    }

    /// A fault fails the snapshot with the fault's message, and nothing is recorded.
    @Test func faultFailsTheSnapshot() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-fault-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = verifyLayoutSnapshot(
            of: .view(BrokenLayout(rule: .placeFirstOnly) { Color.blue; Color.red }, proposal: .unspecified), as: [.layout],
            named: "broken", record: .all, snapshotDirectory: folder)
        #expect(message?.contains("never placed BrokenLayout/Color[1]") == true, "\(message ?? "")")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty)
    }
}

/// Words in capsules through the flow layout.
struct TagCloud: View {
    let tags = ["Swift", "Layout", "Linux", "SwiftUI", "Grid", "Snapshot", "PNG", "Stack"]

    var body: some View {
        FlowLayout(spacing: 6, lineSpacing: 6) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.caption)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.blue.opacity(0.2)))
            }
        }
        .padding(8)
    }
}
