import Foundation
import LayoutSpec
import Synchronization

/// The command line's one progress display for batches (galleries, snapshot folders), safe from several threads,
/// on standard error: on a terminal one bar redrawn in place and cleared at the end; otherwise one plain
/// line per step, or nothing when the batch prints its own results (logs and pipes stay readable).
final class ProgressReporter: Sendable {
    private let bar: ProgressBar
    private let verb: String?
    private let interactive: Bool
    private let completed = Mutex(0)

    /// A reporter of `total` steps; off a terminal each step is a line `verb n/total label`, or nothing
    /// when `verb` is `nil`.
    init(total: Int, verb: String?, interactive: Bool = isatty(STDERR_FILENO) == 1) {
        bar = ProgressBar(total: total)
        self.verb = verb
        self.interactive = interactive
    }

    /// Counts one step done, named `label`.
    func step(_ label: String) {
        // Labels are names of files and specs: their control characters are shown, never sent to the terminal.
        let label = ControlCharacters.escaped(label)
        completed.withLock { count in
            count += 1
            let text: String
            if interactive {
                text = "\r\u{1B}[2K" + bar.line(completed: count, label: label, width: Self.terminalWidth())
            } else if let verb {
                text = "\(verb) \(count)/\(bar.total) \(label)\n"
            } else {
                return
            }
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// Clears the bar's line on a terminal, so what the batch prints next starts on a clean line.
    func finish() {
        if interactive { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }

    private static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
