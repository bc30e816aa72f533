import Foundation
import LayoutShotTestSupport
import LayoutSnapshotStore
import Testing

/// No path a run writes or deletes for one spec may be another spec's reference: folders where it would
/// be are refused before anything is read or written.
@Suite struct SnapshotNameCollisionTests {
    func folder(_ names: [String]) throws -> String {
        let directory = try Fixture.temporaryDirectory()
        for (index, name) in names.enumerated() {
            try Fixture.write(Fixture.specJSON(height: 40 + Double(index)), to: directory, name)
        }
        return directory
    }

    @Test func specsNamedAfterAnotherSpecsArtifactsAreRefusedWhateverTheFilter() throws {
        let directory = try folder(["a.json", "a.actual.json", "a.diff.json"])
        let spec = (directory as NSString).appendingPathComponent("a.json")
        let other = (directory as NSString).appendingPathComponent("a.actual.json")
        for filter in [nil, "a", "a.diff"] {
            #expect(throws: SnapshotError.artifactName(spec: spec, artifacts: "a.actual", other: other)) {
                try SnapshotSuite(directory: directory, filter: filter).entries()
            }
        }
        let message = SnapshotError.artifactName(spec: spec, artifacts: "a.actual", other: other).description
        #expect(message.contains(spec) && message.contains(other) && message.contains("a.actual.png"))
    }

    @Test func namesDifferingOnlyInCaseAreOneNameAsOnMacOS() throws {
        let directory = try folder(["A.json", "a.json"])
        #expect(throws: SnapshotError.self) { try SnapshotSuite(directory: directory).entries() }
        let artifacts = try folder(["A.json", "a.DIFF.yaml"])
        #expect(throws: SnapshotError.self) { try SnapshotSuite(directory: artifacts).entries() }
    }

    /// Every path one spec's run may write or delete (its references, their actual values and diffs),
    /// ignoring case.
    func touched(_ name: String, in directory: String) -> Set<String> {
        var paths: Set<String> = []
        for ext in SnapshotDirectory.referenceExtensions {
            let file = ReferenceFile(directory: directory, name: name, pathExtension: ext)
            paths.insert(file.path)
            paths.formUnion(file.artifactPaths)
            paths.insert(file.artifactPath("diff.png"))
        }
        return Set(paths.map { $0.lowercased() })
    }

    func references(_ name: String, in directory: String) -> Set<String> {
        Set(SnapshotDirectory.referenceExtensions.map { ReferenceFile(directory: directory, name: name, pathExtension: $0).path.lowercased() })
    }

    @Test func anyFolderThatIsAcceptedKeepsEverySpecsFilesApart() throws {
        var random = SeededGenerator(seed: 31)
        let parts = ["a", "A", "b", ".actual", ".diff", ".DIFF", ".layout", ".x"]
        var refused = 0
        for _ in 0..<60 {
            var names: Set<String> = []
            for _ in 0..<Int.random(in: 2...4, using: &random) {
                names.insert((0..<Int.random(in: 1...3, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined())
            }
            let files = names.map { $0 + [".json", ".yaml"].randomElement(using: &random)! }
            let directory = try folder(files)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            guard let entries = try? SnapshotSuite(directory: directory).entries() else {
                refused += 1
                continue
            }
            for one in entries {
                for other in entries where other.name != one.name {
                    #expect(touched(one.name, in: directory).isDisjoint(with: references(other.name, in: directory)), "\(one.name) and \(other.name)")
                }
            }
        }
        #expect(refused > 0 && refused < 60)
    }

    @Test func aRunOfSuchAFolderNeverReachesTheReferences() throws {
        // Before the check, a passing `a` removed "its stale artifacts": the references of a.actual and a.diff.
        let directory = try folder(["a.json", "a.actual.json", "a.diff.json"])
        let suite = SnapshotSuite(directory: directory)
        let entries = (try? suite.entries()) ?? []
        _ = suite.run(entries, record: .all, jobs: 2)
        let verified = suite.run(entries, record: .never, jobs: 1)
        #expect(verified.failed == 0)
    }
}
