/// Where two texts first differ, by line: enough to point at the change in an SVG reference.
public struct TextDiff: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line where the texts first differ.
    public var line: Int
    /// That line in the expected text (`nil` past its end).
    public var expected: String?
    /// That line in the actual text (`nil` past its end).
    public var actual: String?
    /// How many lines differ in all, comparing line `k` with line `k`.
    public var differingLines: Int

    /// Longest excerpt of a line shown in the message.
    static let excerptLength = 160

    /// Compares two texts; `nil` when they are equal.
    public init?(expected: String, actual: String) {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first: Int?
        var count = 0
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil, b = index < new.count ? new[index] : nil
            if a != b {
                count += 1
                if first == nil { first = index }
            }
        }
        let index = first ?? 0
        self.line = index + 1
        self.expected = index < old.count ? String(old[index]) : nil
        self.actual = index < new.count ? String(new[index]) : nil
        self.differingLines = max(count, 1)
    }

    /// `N lines differ, first at line L:` with the expected (−) and actual (+) line.
    public var description: String {
        func excerpt(_ text: String?) -> String {
            guard let text else { return "(end of text)" }
            return text.count > Self.excerptLength ? String(text.prefix(Self.excerptLength)) + "…" : text
        }
        return "\(differingLines) line\(differingLines == 1 ? "" : "s") differ, first at line \(line):\n"
            + "  − \(excerpt(expected))\n  + \(excerpt(actual))"
    }
}
