/// What building a view found wrong with it, before its path is known.
enum BuildProblem {
    /// A value no layout can use (see `ViewLayoutFault.invalidArgument`).
    case invalidArgument(argument: String, requirement: String)
    /// The tree is deeper than `limit` here.
    case tooDeep(limit: Int)
    /// The view reads an object of `type` that no ancestor supplied.
    case missingEnvironmentObject(type: String)

    /// The fault for the view at `path`.
    func fault(path: String) -> ViewLayoutFault {
        switch self {
        case let .invalidArgument(argument, requirement):
            .invalidArgument(path: path, argument: argument, requirement: requirement)
        case let .tooDeep(limit):
            .tooDeep(path: path, limit: limit)
        case let .missingEnvironmentObject(type):
            .missingEnvironmentObject(path: path, type: type)
        }
    }
}
