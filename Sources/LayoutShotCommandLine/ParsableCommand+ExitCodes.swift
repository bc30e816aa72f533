import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses the process's arguments and runs the command with docs/formats.md's exit codes, for every executable
    /// of the package: `--help` and `--version` print and exit 0, `ExitCode.failure` exits 1, and usage errors and
    /// bad input exit 2 with the message on standard error (ArgumentParser alone would exit 64). `known` gives the
    /// message and code of a command's own errors.
    public static func mainWithExitCodes(known: (any Error) -> (message: String, code: Int32)? = { _ in nil }) -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            if let (message, code) = known(error) {
                FileHandle.standardError.write(Data((message + "\n").utf8))
                Foundation.exit(code)
            }
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(code == .failure ? 1 : 2)
        }
    }
}
