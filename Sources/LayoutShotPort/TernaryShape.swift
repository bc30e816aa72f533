import SwiftSyntax

/// `r.responds(to: sel) ? r.f!(a) : fallback` → `(try? r.f(a)) ?? fallback`: not implemented gives the fallback,
/// as on iOS. Only the shape whose true branch is exactly the call.
enum TernaryShape {
    /// A matched ternary: the check, the call, and the positions of its parts among the sequence's elements.
    struct Match {
        var check: RespondsShapes.Check
        var call: FunctionCallExprSyntax
        /// Elements before the condition (`x =`).
        var prefixCount: Int
        /// The index of the `? :` element.
        var ternary: Int
    }

    static func match(_ node: SequenceExprSyntax, index: PortIndex) -> Match? {
        let elements = Array(node.elements)
        guard let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self)?.thenExpression.as(FunctionCallExprSyntax.self)
        else { return nil }
        let prefixCount = (elements[..<ternary].lastIndex(where: { $0.is(AssignmentExprSyntax.self) }) ?? -1) + 1
        guard let check = RespondsShapes.check(elements: Array(elements[prefixCount..<ternary]), index: index),
            let call = RespondsShapes.target(in: then, for: check), call.id == then.id
        else { return nil }
        return Match(check: check, call: call, prefixCount: prefixCount, ternary: ternary)
    }

    /// The rewritten sequence's text.
    static func text(_ match: Match, rewritten: SequenceExprSyntax, keepsWhole: Bool, throwing: Bool) -> String {
        let elements = Array(rewritten.elements)
        let prefix = elements[..<match.prefixCount].map(\.description).joined()
        let fallbackElements = elements[(match.ternary + 1)...]
        var fallback = fallbackElements.map(\.description).joined().trimmingSpaces
        if fallbackElements.count > 1 { fallback = "(\(fallback))" }
        let call = RespondsShapes.callText(match.check, call: match.call, keepsWhole: keepsWhole, throwing: throwing)
        return prefix + "(\(call)) ?? \(fallback)"
    }
}

extension String {
    /// The text without leading and trailing spaces and newlines.
    var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
