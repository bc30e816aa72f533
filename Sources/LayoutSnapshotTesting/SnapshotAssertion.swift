import Foundation
import LayoutSnapshotStore

/// One assertion: where its references are, which mode applies, and the message it fails with.
struct SnapshotAssertion<Value> {
    let strategies: [AnySnapshotting<Value>]
    let name: String?
    let record: RecordMode?
    let snapshotDirectory: String?
    let filePath: StaticString
    let testName: String
    /// What the name stands for when `name` alone does not say it (a matrix cell: `"feed" on Galaxy S23+, portrait`),
    /// so that two assertions whose inputs differ never share a reference.
    var input: String? = nil

    /// Checks `value` with every strategy; `nil` when all matched or were recorded (and recording does not fail).
    func verify(_ value: @autoclosure () throws -> Value) -> String? {
        check(try value())?.message
    }

    /// Checks `value` with every strategy: `nil` when all matched or were recorded (and recording does not
    /// fail), else the message and the files that show each failed comparison.
    func check(_ value: @autoclosure () throws -> Value) -> SnapshotFailure? {
        let environment = ProcessInfo.processInfo.environment
        let configuration = SnapshotConfiguration.current
        let testFile = URL(fileURLWithPath: "\(filePath)")
        let fileStem = testFile.deletingPathExtension().lastPathComponent
        let directory = snapshotDirectory ?? configuration.directory
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileStem).path
        let test = SnapshotFailureReporter.sanitize(testName)
        let identifier: String
        do {
            identifier = try self.identifier(directory: directory, test: test)
        } catch {
            return SnapshotFailure(messages: ["Snapshot in \(test): \(error)"])
        }
        let referenceName = "\(test).\(identifier)"
        do {
            try SnapshotDirectory.checkReferenceName(referenceName)
            // An unnamed snapshot's counter is its name as given (`named: "1"` checks the first unnamed one).
            let subject = input ?? "\"\(name ?? identifier)\""
            try SnapshotFailureReporter.claimReference(
                referenceName, in: URL(fileURLWithPath: directory).standardizedFileURL.path, for: "\(testName) in \(filePath) as \(subject)")
        } catch {
            return SnapshotFailure(messages: ["Snapshot in \(test): \(error)"])
        }
        let artifacts = environment["LAYOUTSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : ReferenceFile.join($0, fileStem) }
        let mode: RecordMode
        let subject: Value
        do {
            mode = try RecordMode.resolve(record ?? configuration.record, environment: environment)
            subject = try value()
        } catch let error as SnapshotError {
            return SnapshotFailure(messages: ["Snapshot \"\(referenceName)\": \(error)"])
        } catch {
            return SnapshotFailure(messages: ["Could not make the snapshot of \(referenceName): \(error)"])
        }
        var failures = SnapshotFailure()
        let ciNote = RecordMode.isCI(environment) && record == nil && configuration.record == nil ? ", because CI is set" : ""
        let memo = SnapshotMemo()
        for strategy in strategies {
            let reference = ReferenceFile(
                directory: directory, name: referenceName, pathExtension: strategy.pathExtension, artifactsDirectory: artifacts)
            switch strategy.check(subject, against: reference, record: mode, memo: memo) {
            case .failure(let error):
                failures.messages.append("Snapshot \"\(referenceName)\": \(error)")
            case .success(.matched):
                break
            case .success(.recorded(let path, let replaced, _)):
                print("LayoutSnapshotTesting: \(replaced ? "updated" : "recorded") \(path)")
                if configuration.failsOnRecord == true {
                    failures.messages.append(
                        "Recorded snapshot \"\(referenceName)\" at \(path) (failsOnRecord is on); run the test again to compare against it.")
                }
            case .success(.missing(let path)):
                failures.messages.append("""
                    No reference for snapshot "\(referenceName)" at \(path) (record mode "never"\(ciNote)).
                    Record it by running the test with \(RecordMode.environmentVariable)=missing, or pass record: .missing.
                    """)
            case .success(.failed(let message, let path, let written)):
                var lines = ["Snapshot \"\(referenceName)\" does not match its reference.", message, "expected: \(path)"]
                for artifact in written { lines.append("\(artifact.role.rawValue): \(artifact.path)") }
                failures.messages.append(lines.joined(separator: "\n"))
                failures.attachments += SnapshotFailure.attachments(reference: reference, difference: message, artifacts: written)
            }
        }
        return failures.isEmpty ? nil : failures
    }

    /// `name` when given; else a counter within the test, after the running case's arguments when the
    /// test is parameterized (`3_c.1`).
    private func identifier(directory: String, test: String) throws -> String {
        if let name { return SnapshotFailureReporter.sanitize(name) }
        guard let arguments = try TestCaseArguments.current() else {
            return String(SnapshotFailureReporter.nextCounter(for: "\(directory)/\(test)"))
        }
        let key = "\(directory)/\(test).\(arguments.name)"
        guard SnapshotFailureReporter.claim(key, by: arguments.id) else {
            throw TestCaseArguments.Unnameable(reason: "another case of \(test) has arguments that also print as \(arguments.name)")
        }
        return "\(arguments.name).\(SnapshotFailureReporter.nextCounter(for: key))"
    }
}
