/// Why a subject could not be checked on the matrix it was given.
enum SnapshotSubjectError: Error, CustomStringConvertible {
    /// The subject needs a matrix that lists devices.
    case needsDevices(String)
    /// The subject cannot be put on a matrix at all.
    case takesNoMatrix(String)
    /// The matrix lists orientations but no devices to turn.
    case orientationsWithoutDevices
    /// The matrix has more combinations than one assertion may check.
    case tooManyCombinations(Int, limit: Int)

    var description: String {
        switch self {
        case .needsDevices(let kind):
            "\(kind) needs a matrix that lists devices: pass matrix: SnapshotMatrix(devices: [...])"
        case .takesNoMatrix(let kind):
            "\(kind) cannot be put on a matrix; make the subject with .spec(_:), .spec(atTextSize:) or .host(at:_:)"
        case .orientationsWithoutDevices:
            "the matrix lists orientations but no devices to turn; give devices too"
        case .tooManyCombinations(let count, let limit):
            "the matrix makes \(count) combinations; at most \(limit) are allowed in one assertion"
        }
    }
}
