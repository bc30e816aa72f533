import Foundation
import Synchronization

/// Reports a batch's progress on standard error, safely from several threads: on a terminal one bar
/// redrawn in place, otherwise one plain line per step (logs and pipes stay readable).
final class ProgressReporter: Sendable {
    private let bar: ProgressBar
    private let verb: String
    private let interactive: Bool
    private let completed = Mutex(0)

    /// A reporter of `total` steps, each reported as `verb` on plain lines.
    init(total: Int, verb: String, interactive: Bool = isatty(STDERR_FILENO) == 1) {
        bar = ProgressBar(total: total)
        self.verb = verb
        self.interactive = interactive
    }

    /// Counts one step done, named `label`.
    func step(_ label: String) {
        completed.withLock { count in
            count += 1
            let text = interactive
                ? "\r\u{1B}[2K" + bar.line(completed: count, label: label, width: Self.terminalWidth())
                : "\(verb) \(count)/\(bar.total) \(label)\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// Ends the bar's line on a terminal.
    func finish() {
        if interactive { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    private static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
