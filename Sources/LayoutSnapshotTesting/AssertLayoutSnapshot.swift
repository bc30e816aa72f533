import Foundation
@_exported import LayoutCore
@_exported import LayoutPipeline
@_exported import LayoutSnapshotStore
@_exported import LayoutSpec
import Synchronization
import Testing
import XCTest

/// Checks `subject` with every strategy against its references, once per combination of `matrix` (or once, with no
/// matrix), and reports every failure together through the running test framework: Swift Testing's `Issue.record`
/// inside a `@Test`, else `XCTFail`.
///
/// ```swift
/// assertLayoutSnapshot(of: .spec(spec), as: [.layout, .png], matrix: SnapshotMatrix(devices: [iPhoneSE, iPadAir]), named: "feed")
/// assertLayoutSnapshot(of: .host { cell in LayoutHost(layout: makeList(), viewport: cell.viewport, dataSource: rows) },
///                      as: [.png], matrix: SnapshotMatrix(devices: [iPhoneSE], textSizes: [.large, .accessibilityExtraExtraExtraLarge]),
///                      named: "list")
/// ```
///
/// References live in `__Snapshots__/<TestFile>/<test>.<name><combination>.<ext>` beside the test file (or in
/// `snapshotDirectory`, else the scope's `directory`), the combination's part named as `layoutshot snapshots` names a
/// spec's `matrix` (`.iPhone-SE-3rd-generation.portrait.accessibilityXXXL.rtl`). Without `named:`, the name is a counter
/// within the test, preceded in a parameterized Swift Testing case by its arguments (`test.3_c.1.png`), so the name never
/// depends on the order cases run in; a matrix needs `named:`. A failure writes `….actual.<ext>` (and `….diff.png` for
/// images) beside the reference, or under `$LAYOUTSHOT_ARTIFACTS/<TestFile>/`, and its message gives all three paths.
/// The record mode is `record`, else the scope's, else `LAYOUTSHOT_RECORD`, else `never` when `CI` is set and
/// `missing` otherwise.
public func assertLayoutSnapshot<Value>(
    of subject: LayoutSnapshotSubject<Value>,
    as strategies: [AnySnapshotting<Value>],
    matrix: SnapshotMatrix? = nil,
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
        let failure = SnapshotDriver(
            strategies: strategies, matrix: matrix, name: name, record: record, snapshotDirectory: snapshotDirectory,
            filePath: filePath, testName: testName
        ).check(subject)
    else { return }
    SnapshotFailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks `subject` like `assertLayoutSnapshot(of:as:matrix:named:)` and returns the failure message instead of
/// reporting it (`nil` when every combination matched or was recorded).
public func verifyLayoutSnapshot<Value>(
    of subject: LayoutSnapshotSubject<Value>,
    as strategies: [AnySnapshotting<Value>],
    matrix: SnapshotMatrix? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    SnapshotDriver(
        strategies: strategies, matrix: matrix, name: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: filePath, testName: testName
    ).check(subject)?.message
}

/// Checks a plain value with `strategies`: `assertLayoutSnapshot(of: .value(value), as: strategies)`.
///
/// ```swift
/// let spec = try SpecDecoder.decode(contentsOfFile: "waterfall.json")
/// assertLayoutSnapshot(of: spec, as: [.layout, .png])   // what moved, by element, and how it looks
/// ```
public func assertLayoutSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [AnySnapshotting<Value>],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    withoutActuallyEscaping(value) { value in
        assertLayoutSnapshot(
            of: .plain(value), as: strategies, matrix: nil, named: name, record: record,
            snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Checks a plain value with `strategies` and returns the failure message.
public func verifyLayoutSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [AnySnapshotting<Value>],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    withoutActuallyEscaping(value) { value in
        verifyLayoutSnapshot(
            of: .plain(value), as: strategies, matrix: nil, named: name, record: record,
            snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    }
}

/// Checks a plain value with one strategy: `assertLayoutSnapshot(of: spec, as: .png(scale: 2))`.
public func assertLayoutSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertLayoutSnapshot(
        of: try value(), as: [AnySnapshotting(strategy)], named: name, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Checks a plain value with one strategy and returns the failure message.
public func verifyLayoutSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    verifyLayoutSnapshot(
        of: try value(), as: [AnySnapshotting(strategy)], named: name, record: record, snapshotDirectory: snapshotDirectory,
        file: filePath, testName: testName)
}

/// Reports failures to whichever test framework is running, and numbers unnamed snapshots.
enum SnapshotFailureReporter {
    /// Which test case owns each snapshot name, and how many unnamed snapshots each test has taken.
    private struct Ledger {
        var counters: [String: Int] = [:]
        var claims: [String: [UInt8]] = [:]
        var references = ReferenceNames()
    }

    /// Tests run in parallel on any thread and call the assertions synchronously, so the ledger sits
    /// behind a mutex rather than an actor.
    private static let ledger = Mutex(Ledger())

    /// Whether the name `key` belongs to the test case whose arguments are `id`: the first case to ask
    /// gets it, and a case with other arguments is refused, so two cases never share references.
    static func claim(_ key: String, by id: [UInt8]) -> Bool {
        ledger.withLock { ledger in
            if let owner = ledger.claims[key] { return owner == id }
            ledger.claims[key] = id
            return true
        }
    }

    /// Records that the reference `name` in `directory` stands for `input` for the rest of the run, or refuses it
    /// naming both inputs when another assertion's input has it (`ReferenceNames`).
    static func claimReference(_ name: String, in directory: String, for input: String) throws(SnapshotError) {
        try ledger.withLock { ledger throws(SnapshotError) in try ledger.references.claim(name, in: directory, for: input) }
    }

    /// 1 for the first unnamed snapshot of a test, then 2, 3, …
    static func nextCounter(for key: String) -> Int {
        ledger.withLock { ledger in
            ledger.counters[key, default: 0] += 1
            return ledger.counters[key]!
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
        report(SnapshotFailure(messages: [message]), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Fails the running test with `failure`'s message and attaches its files to the test result: Swift Testing
    /// attachments inside a `@Test` (saved by `swift test --attachments-path DIR`), else XCTest attachments
    /// where XCTest has them (not in swift-corelibs-xctest, on Linux).
    static func report(_ failure: SnapshotFailure, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            for file in failure.attachments {
                Attachment.record(file.bytes, named: file.name, sourceLocation: location)
            }
            Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
        } else {
            attachToXCTest(failure.attachments)
            XCTFail(failure.message, file: filePath, line: line)
        }
    }
}
