import Foundation
import LayoutSnapshotStore
import LayoutSpec

/// What a failed assertion reports: its message, and the files that show the failure, which the reporter
/// attaches to the test result (Swift Testing attachments, or XCTest attachments where XCTest has them).
struct SnapshotFailure: Sendable, Equatable {
    /// One file attached to the test result.
    struct Attachment: Sendable, Equatable {
        /// The file name it is saved under: `test.NAME.expected.png`, `test.NAME.actual.png`, ….
        let name: String
        /// The file's contents.
        let bytes: [UInt8]
    }

    /// One message per failing strategy, layout first as the strategies were given.
    var messages: [String] = []
    /// The files of every failing strategy, in the order of the messages.
    var attachments: [Attachment] = []

    /// The messages as one failure text.
    var message: String { messages.joined(separator: "\n\n") }

    /// Whether nothing failed.
    var isEmpty: Bool { messages.isEmpty }

    /// The files that show a failed comparison with `reference`: the reference as `NAME.expected.EXT`, each
    /// artifact written (`NAME.actual.EXT`, `NAME.diff.png`) under its own file name, then `difference` (the
    /// layout diff, the pixel count, the text diff) as `NAME.EXT.diff.txt`. A file that cannot be read back
    /// is left out: its path is in the message already.
    static func attachments(
        reference: ReferenceFile, difference: String, artifacts: [WrittenArtifact]
    ) -> [Attachment] {
        var files: [Attachment] = []
        if case .success(let expected) = InputFile.read(reference.path) {
            files.append(Attachment(name: "\(reference.name).expected.\(reference.pathExtension)", bytes: expected))
        }
        for artifact in artifacts {
            guard case .success(let bytes) = InputFile.read(artifact.path) else { continue }
            files.append(Attachment(name: (artifact.path as NSString).lastPathComponent, bytes: bytes))
        }
        files.append(Attachment(name: "\(reference.name).\(reference.pathExtension).diff.txt", bytes: Array(difference.utf8)))
        return files
    }
}
