/// The text of a progress bar line: `[██████░░░░] 42/100 label`, cut to a terminal's width.
struct ProgressBar: Sendable {
    /// Number of steps in all.
    let total: Int
    /// Cells of the bar itself.
    static let barWidth = 24

    /// A bar of `total` steps.
    init(total: Int) { self.total = total }

    /// The line after `completed` steps, the last one named `label`, at most `width` characters.
    func line(completed: Int, label: String, width: Int) -> String {
        let filled = total == 0 ? Self.barWidth : Self.barWidth * min(completed, total) / total
        let counter = "\(completed)/\(total)"
        let bar = "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: Self.barWidth - filled) + "] "
            + String(repeating: " ", count: String(total).count - String(completed).count) + counter
        let room = width - bar.count - 1
        guard room > 0 else { return String(bar.prefix(max(0, width))) }
        return bar + " " + (label.count > room ? String(label.prefix(room - 1)) + "…" : label)
    }
}
