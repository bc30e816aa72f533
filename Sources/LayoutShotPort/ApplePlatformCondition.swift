import SwiftSyntax

/// `#if` clauses that are false on Linux (`canImport(UIKit)`, `os(iOS)`, ...): the code in them is the app's
/// Apple-only code, which the porting tool leaves exactly as it is.
enum ApplePlatformCondition {
    private static let atoms: [String] = [
        "canImport(UIKit)", "canImport(AppKit)", "canImport(ObjectiveC)", "canImport(Cocoa)", "canImport(WatchKit)",
        "canImport(SwiftUI)", "canImport(CoreGraphics)", "canImport(QuartzCore)", "os(iOS)", "os(macOS)", "os(OSX)",
        "os(tvOS)", "os(watchOS)", "os(visionOS)", "os(xrOS)", "targetEnvironment(macCatalyst)", "!os(Linux)",
    ]

    /// Whether `clause` is only active on Apple platforms: a condition made of the atoms above joined by `||` or
    /// `&&`, never negated (except `!os(Linux)`).
    static func isAppleOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        if followsAClauseTrueOnLinux(clause) { return true }
        guard let condition = clause.condition else { return false }
        let text = condition.trimmedDescription.filter { !$0.isWhitespace }
        var rest = text
        for atom in atoms.sorted(by: { $0.count > $1.count }) {
            rest = rest.replacingOccurrences(of: atom, with: "")
        }
        let leftover = rest.filter { !"|&()".contains($0) }
        return leftover.isEmpty && rest.count < text.count
    }
}

extension ApplePlatformCondition {
    /// Conditions that always hold on Linux: a clause after one of them (`#else`, `#elseif`) is never compiled there.
    private static let trueOnLinux: Set<String> = [
        "os(Linux)", "canImport(Glibc)", "canImport(Musl)", "!canImport(UIKit)", "!canImport(AppKit)", "!canImport(ObjectiveC)",
        "!os(iOS)", "!os(macOS)",
    ]

    /// Whether an earlier clause of `clause`'s `#if` always holds on Linux (`#if os(Linux) … #else … #endif`).
    static func followsAClauseTrueOnLinux(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in list {
            if earlier.id == clause.id { return false }
            if let condition = earlier.condition, trueOnLinux.contains(condition.trimmedDescription.filter { !$0.isWhitespace }) {
                return true
            }
        }
        return false
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) {
                result += replacement
                index = self.index(index, offsetBy: target.count)
            } else {
                result.append(self[index])
                index = self.index(after: index)
            }
        }
        return result
    }
}
