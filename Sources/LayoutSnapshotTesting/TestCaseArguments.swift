import LayoutSnapshotStore
import Testing

/// Snapshot names from the arguments of the running Swift Testing case, so that the cases of a
/// parameterized test name their references by what they test, never by the order they ran in.
///
/// Swift Testing does not publish a case's arguments; they are read by reflection, and whenever that
/// does not give a stable name the assertion fails asking for `named:` instead of guessing.
enum TestCaseArguments {
    /// Why the running case's arguments cannot name a snapshot.
    struct Unnameable: Error, CustomStringConvertible {
        /// What was found, for the message.
        let reason: String
        var description: String {
            "cannot name this snapshot from the test's arguments (\(reason)); pass named: with a name unique to this case"
        }
    }

    /// One argument: how it prints and the bytes Swift Testing identifies it by.
    struct Argument: Equatable {
        let text: String
        let id: [UInt8]
    }

    /// The longest argument part of a file name before it is shortened with a hash.
    static let maximumLength = 80

    /// The name part for the running case (`3_c`) and the bytes that identify its arguments; `nil`
    /// outside a parameterized Swift Testing case.
    static func current() throws(Unnameable) -> (name: String, id: [UInt8])? {
        guard let current = Test.Case.current, current.isParameterized else { return nil }
        let arguments = try arguments(of: current)
        return (try name(of: arguments), arguments.flatMap { $0.id + [0] })
    }

    /// The arguments of `testCase`, read by reflection.
    static func arguments(of testCase: Test.Case) throws(Unnameable) -> [Argument] {
        guard let kind = child("_kind", of: testCase), let payload = Mirror(reflecting: kind).children.first,
            payload.label == "parameterized"
        else { throw Unnameable(reason: "this version of Swift Testing does not show them") }
        if let stable = child("isStable", of: payload.value) as? Bool, !stable {
            throw Unnameable(reason: "Swift Testing marks them as not stable between runs")
        }
        guard let list = child("arguments", of: payload.value) else {
            throw Unnameable(reason: "this version of Swift Testing does not show them")
        }
        return Mirror(reflecting: list).children.map { element in
            let value = child("value", of: element.value) ?? element.value
            // A string's own text: its test description adds quotes.
            let text = value as? String ?? (value as? any CustomTestStringConvertible)?.testDescription ?? String(describing: value)
            let id = child("id", of: element.value).flatMap { child("bytes", of: $0) as? [UInt8] } ?? Array(text.utf8)
            return Argument(text: text, id: id)
        }
    }

    /// A file-name part for `arguments`: each argument's text with unsafe characters replaced, joined by `_`.
    static func name(of arguments: [Argument]) throws(Unnameable) -> String {
        for argument in arguments where looksLikeAnAddress(argument.text) {
            throw Unnameable(reason: "\(argument.text) prints a memory address, which changes from run to run")
        }
        let joined = arguments.map { SnapshotFailureReporter.sanitize($0.text) }.joined(separator: "_")
        guard joined.count > maximumLength else { return joined.isEmpty ? "case" : joined }
        let hash = FNV1a.hash(arguments.flatMap(\.id))
        return String(joined.prefix(maximumLength - 17)) + "-" + String(hash, radix: 16)
    }

    /// Whether `text` holds a hexadecimal address such as `0x00007f02c780e35c`.
    private static func looksLikeAnAddress(_ text: String) -> Bool {
        text.range(of: "0x[0-9a-fA-F]{8,}", options: .regularExpression) != nil
    }

    private static func child(_ label: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == label }?.value
    }
}
