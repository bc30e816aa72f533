import LayoutSnapshotStore
import LayoutSpec

/// The one driver every assertion goes through: a subject checked with its strategies once per combination of an
/// optional matrix, each combination under its own reference name (`NAME` + `SpecCombination.nameSuffix`).
struct SnapshotDriver<Value> {
    let strategies: [AnySnapshotting<Value>]
    let matrix: SnapshotMatrix?
    let name: String?
    let record: RecordMode?
    let snapshotDirectory: String?
    let filePath: StaticString
    let testName: String

    /// The failures of every combination, in order; `nil` when all matched or were recorded.
    func check(_ subject: LayoutSnapshotSubject<Value>) -> SnapshotFailure? {
        let name = self.name ?? subject.defaultName
        guard let matrix else { return assertion(named: name, input: subject.input).check(try subject.make(nil)) }
        let test = SnapshotFailureReporter.sanitize(testName)
        guard let name else {
            return SnapshotFailure(messages: ["Snapshot in \(test): a matrix needs a name; pass named:"])
        }
        let combinations = matrix.combinations
        let refusal: SnapshotSubjectError? =
            if !subject.takesMatrix { .takesNoMatrix(subject.kind) }
            else if matrix.devices == nil, matrix.orientations != nil { .orientationsWithoutDevices }
            else if combinations.count > SpecMatrix.maximumCombinations {
                .tooManyCombinations(combinations.count, limit: SpecMatrix.maximumCombinations)
            } else { nil }
        if let refusal { return SnapshotFailure(messages: ["Snapshot \"\(test).\(name)\": \(refusal)"]) }
        var all = SnapshotFailure()
        for combination in combinations {
            let input = "\(subject.input ?? "\"\(name)\"") (\(combination.summary))"
            guard let failure = assertion(named: name + combination.nameSuffix, input: input).check(try subject.make(combination)) else {
                continue
            }
            all.messages += failure.messages
            all.attachments += failure.attachments
        }
        return all.isEmpty ? nil : all
    }

    /// The assertion of one reference; `input` says what a matrix cell's name stands for, so that two cells whose
    /// names coincide (`Galaxy S23` and `Galaxy S23+` are both `Galaxy-S23`) are refused, naming both.
    private func assertion(named name: String?, input: String? = nil) -> SnapshotAssertion<Value> {
        SnapshotAssertion(
            strategies: strategies, name: name, record: record, snapshotDirectory: snapshotDirectory, filePath: filePath,
            testName: testName, input: input)
    }
}
