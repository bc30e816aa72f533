import LayoutPipeline
import LayoutSpec

/// A failure the command line reports with a message and docs/formats.md's exit code.
enum CLIError: Error, CustomStringConvertible {
    /// Bad input: a spec, an argument or a file (exit 2).
    case badInput(String)
    /// A check that ran and failed, such as a difference (exit 1).
    case failed(String)

    init(_ error: SpecError) { self = .badInput(error.description) }
    init(_ error: AtomicFile.WriteError) { self = .badInput(error.description) }

    var description: String {
        switch self {
        case .badInput(let message), .failed(let message): message
        }
    }

    var exitCode: Int32 {
        switch self {
        case .badInput: 2
        case .failed: 1
        }
    }
}
