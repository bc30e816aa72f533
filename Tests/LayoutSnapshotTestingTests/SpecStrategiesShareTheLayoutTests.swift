import LayoutCore
import LayoutSnapshotTesting
import LayoutSpec
import Synchronization
import Testing

/// The strategies of one assertion of a spec share its computed layout and picture, as a snapshot folder does.
@Suite struct SpecStrategiesShareTheLayoutTests {
    /// How many times the section provider was called.
    final class Calls: Sendable {
        let count = Mutex(0)
    }

    /// A one-section compositional spec whose section provider counts its calls: one call is one layout computed.
    static func countingSpec(_ calls: Calls) -> Spec {
        let item = CompositionalItem(layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
        let group = CompositionalGroup.horizontal(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [.item(item)])
        let layout = CompositionalLayout { _, _ in
            calls.count.withLock { $0 += 1 }
            return CompositionalSection(group: group)
        }
        let viewport = CompositionalViewport(size: Size2D(width: 100, height: 100))
        return Spec(name: "counted", layout: .compositional(CompositionalSpecLayout(layout: layout, viewport: viewport, itemCounts: [4])))
    }

    /// Layout, PNG and SVG recorded, then compared: each assertion computes the layout once.
    @Test func layoutPNGAndSVGComputeTheLayoutOnce() throws {
        let directory = try Fixture.temporaryDirectory()
        let calls = Calls()
        let spec = Self.countingSpec(calls)
        for record in [RecordMode.all, .never] {
            calls.count.withLock { $0 = 0 }
            #expect(verifyLayoutSnapshot(
                of: spec, as: [.layout, .png, .svg], named: "counted", record: record, snapshotDirectory: directory) == nil)
            #expect(calls.count.withLock { $0 } == 1)
        }
    }
}
