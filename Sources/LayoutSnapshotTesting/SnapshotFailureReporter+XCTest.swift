import Foundation
import XCTest

extension SnapshotFailureReporter {
    /// Adds `files` to the running XCTest test as attachments kept with its result. swift-corelibs-xctest (Linux,
    /// Windows) has no `XCTAttachment`, and XCTest's activities must run on the main thread, so elsewhere the files
    /// are only the paths the message gives.
    static func attachToXCTest(_ files: [SnapshotFailure.Attachment]) {
        #if canImport(Darwin)
        guard !files.isEmpty, Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            XCTContext.runActivity(named: "Snapshot failure") { activity in
                for file in files {
                    let attachment = XCTAttachment(data: Data(file.bytes))
                    attachment.name = file.name
                    attachment.lifetime = .keepAlways
                    activity.add(attachment)
                }
            }
        }
        #endif
    }
}
