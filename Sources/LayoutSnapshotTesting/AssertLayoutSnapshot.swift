import Foundation
@_exported import LayoutPipeline
@_exported import LayoutSnapshotStore
import Testing
import XCTest

/// Checks `value` against its reference and reports a failure through the running test framework:
/// Swift Testing's `Issue.record` inside a `@Test`, else `XCTFail`.
///
/// ```swift
/// let spec = try SpecDecoder.decode(contentsOfFile: "waterfall.json")
/// assertLayoutSnapshot(of: spec, as: .layout)   // what moved, by element
/// assertLayoutSnapshot(of: spec, as: .png)      // how it looks
/// ```
///
/// References live in `__Snapshots__/<TestFile>/<test>.<name or counter>.<ext>` beside the test file
/// (or in `snapshotDirectory`). A failure writes `….actual.<ext>` (and `….diff.png` for images) beside
/// the reference, or under `$LAYOUTSHOT_ARTIFACTS/<TestFile>/`, and its message gives all three paths.
/// The record mode is `record`, else `LAYOUTSHOT_RECORD`, else `never` when `CI` is set and `missing` otherwise.
public func assertLayoutSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let message = verifyLayoutSnapshot(
            of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
            file: filePath, testName: testName)
    else { return }
    SnapshotFailureReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks `value` against its reference like `assertLayoutSnapshot` and returns the failure message
/// instead of reporting it (`nil` when it matched or was recorded).
public func verifyLayoutSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    let environment = ProcessInfo.processInfo.environment
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let fileStem = testFile.deletingPathExtension().lastPathComponent
    let directory = snapshotDirectory
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileStem).path
    let test = SnapshotFailureReporter.sanitize(testName)
    let identifier = name.map(SnapshotFailureReporter.sanitize) ?? String(SnapshotFailureReporter.nextCounter(for: "\(directory)/\(test)"))
    let reference = ReferenceFile(
        directory: directory, name: "\(test).\(identifier)", pathExtension: snapshotting.pathExtension,
        artifactsDirectory: environment["LAYOUTSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : ReferenceFile.join($0, fileStem) })
    let mode: RecordMode
    let subject: Value
    do {
        mode = try RecordMode.resolve(record, environment: environment)
        subject = try value()
    } catch let error as SnapshotError {
        return "Snapshot \"\(reference.name)\": \(error)"
    } catch {
        return "Could not make the snapshot of \(reference.name): \(error)"
    }
    switch reference.check(subject, as: snapshotting, record: mode) {
    case .failure(let error):
        return "Snapshot \"\(reference.name)\": \(error)"
    case .success(.matched):
        return nil
    case .success(.recorded(let path, let replaced, _)):
        print("LayoutSnapshotTesting: \(replaced ? "updated" : "recorded") \(path)")
        return nil
    case .success(.missing(let path)):
        return """
            No reference for snapshot "\(reference.name)" at \(path) (record mode "never"\(RecordMode.isCI(environment) && record == nil ? ", because CI is set" : "")).
            Record it by running the test with \(RecordMode.environmentVariable)=missing, or pass record: .missing.
            """
    case .success(.failed(let message, let path, let artifacts)):
        var lines = ["Snapshot \"\(reference.name)\" does not match its reference.", message, "expected: \(path)"]
        for artifact in artifacts { lines.append("\(artifact.role.rawValue): \(artifact.path)") }
        return lines.joined(separator: "\n")
    }
}

/// Reports failures to whichever test framework is running, and numbers unnamed snapshots.
enum SnapshotFailureReporter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counters: [String: Int] = [:]

    /// 1 for the first unnamed snapshot of a test, then 2, 3, …
    static func nextCounter(for key: String) -> Int {
        lock.withLock {
            counters[key, default: 0] += 1
            return counters[key]!
        }
    }

    /// A test name as a file name: `testWaterfall()` → `testWaterfall`, other unsafe characters → `-`.
    static func sanitize(_ name: String) -> String {
        var text = name
        if let paren = text.firstIndex(of: "("), text.hasSuffix(")") { text = String(text[..<paren]) }
        let cleaned = text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" }
        return cleaned.isEmpty ? "snapshot" : String(cleaned)
    }

    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
