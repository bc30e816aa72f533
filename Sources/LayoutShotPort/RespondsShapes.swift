import SwiftSyntax

/// `responds(to: #selector(P.f(…)))` asks the Objective-C runtime whether a method exists, which nothing can
/// answer without calling it. The shapes it is used in can: a condition whose guarded code starts by calling
/// the method it asks about. There the check and the call become one `try?` call whose result is bound:
/// `if d.responds(to: sel) { x = d.f!(a) }` → `if let r = try? d.f(a) { x = r }`, the same for `guard` (the call in
/// the next statement) and `?:` (the call as the true branch).
enum RespondsShapes {
    /// A `responds(to:)` check: the call, its receiver, whether the receiver is optional-chained, and the key.
    struct Check {
        var call: FunctionCallExprSyntax
        var receiver: String
        var optionalReceiver: Bool
        var key: String
    }

    /// The check `expr` is: `r.responds(to: sel)`, `r?.responds(to: sel) ?? false`, `… == true`.
    static func check(_ expr: ExprSyntax, index: PortIndex) -> Check? {
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return check(elements: Array(sequence.elements), index: index)
        }
        return check(elements: [expr], index: index)
    }

    /// A condition `a && r.responds(to: sel) && b` (any of it in parentheses): its `&&` terms as text, which
    /// term is the check, and the check. In an `if` or `guard` the terms can stand as separate conditions,
    /// evaluated in the same order.
    struct Conjunction {
        var terms: [String]
        /// The terms as syntax, each a run of sequence elements.
        var termSyntax: [[Syntax]]
        var checkTerm: Int
        var check: Check
    }

    static func conjunction(_ expr: ExprSyntax, index: PortIndex) -> Conjunction? {
        let expr = unparenthesized(expr)
        guard let sequence = expr.as(SequenceExprSyntax.self) else {
            return check(expr, index: index).map { Conjunction(terms: [""], termSyntax: [[Syntax(expr)]], checkTerm: 0, check: $0) }
        }
        var terms: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if op == "&&" {
                    terms.append([])
                    continue
                }
                if op == "||" { return nil }
            }
            if element.is(UnresolvedTernaryExprSyntax.self) || element.is(AssignmentExprSyntax.self) { return nil }
            terms[terms.count - 1].append(element)
        }
        var found: (Int, Check)?
        for (position, term) in terms.enumerated() {
            let candidate = term.count == 1 ? check(unparenthesized(term[0]), index: index) : check(elements: term, index: index)
            guard let candidate else { continue }
            if found != nil { return nil }
            found = (position, candidate)
        }
        guard let (position, found) = found else { return nil }
        let texts = terms.map { $0.map(\.description).joined().trimmingSpaces }
        return Conjunction(terms: texts, termSyntax: terms.map { $0.map(Syntax.init) }, checkTerm: position, check: found)
    }

    /// The expression inside any number of parentheses.
    static func unparenthesized(_ expr: ExprSyntax) -> ExprSyntax {
        var current = expr
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            current = tuple.elements.first!.expression
        }
        return current
    }

    /// The check a run of sequence elements is.
    static func check(elements: [ExprSyntax], index: PortIndex) -> Check? {
        if elements.count == 3 {
            let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
            let literal = elements[2].as(BooleanLiteralExprSyntax.self)?.literal.text
            guard (op == "??" && literal == "false") || (op == "==" && literal == "true") else { return nil }
        } else if elements.count != 1 {
            return nil
        }
        guard let call = unparenthesized(elements[0]).as(FunctionCallExprSyntax.self) else { return nil }
        return respondsCall(call, index: index)
    }

    /// The check `call` is when it is `r.responds(to: #selector(…))` naming a known optional method.
    static func respondsCall(_ call: FunctionCallExprSyntax, index: PortIndex) -> Check? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "responds", call.arguments.count == 1,
            call.arguments.first?.label?.text == "to",
            let selector = call.arguments.first?.expression.as(MacroExpansionExprSyntax.self),
            selector.macroName.text == "selector", let name = FunctionKey.of(selector: selector),
            var receiver = member.base
        else { return nil }
        var optional = false
        if let chained = receiver.as(OptionalChainingExprSyntax.self) {
            receiver = chained.expression
            optional = true
        }
        guard let requirement = index.requirement(named: name) else { return nil }
        return Check(call: call, receiver: receiver.trimmedDescription, optionalReceiver: optional, key: requirement.key)
    }

    /// The one call of the checked method on the checked receiver in `node`, outside closures.
    static func target(in node: some SyntaxProtocol, for check: Check) -> FunctionCallExprSyntax? {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        let calls = collector.calls
        var found: [FunctionCallExprSyntax] = []
        for call in calls {
            guard let member = callee(of: call), FunctionKey.of(base: member.declName.baseName.text, call: call) == check.key,
                let base = member.base, normalized(base) == normalized(check.receiver), !isInClosure(call, below: node)
            else { continue }
            found.append(call)
        }
        // Moving the call into the condition must not reorder it with other calls of the same statement.
        guard found.count == 1, calls.allSatisfy({ $0.id == found[0].id || isInside($0, found[0]) }) else { return nil }
        return found[0]
    }

    private static func isInside(_ node: some SyntaxProtocol, _ ancestor: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.id == ancestor.id { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether the call's value is optional: its receiver is optional-chained (`d?.f!(a)`) or it is called with
    /// `?` (`d.f?(a)`).
    static func givesOptional(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(OptionalChainingExprSyntax.self) { return true }
        return callee(of: call)?.base?.is(OptionalChainingExprSyntax.self) == true
    }

    /// The member a call's callee names, through a `?` or `!` after it.
    private static func callee(of call: FunctionCallExprSyntax) -> MemberAccessExprSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member }
        if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self) { return chained.expression.as(MemberAccessExprSyntax.self) }
        if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self) { return forced.expression.as(MemberAccessExprSyntax.self) }
        return nil
    }

    /// A receiver's text without `self.` and without a `?` or `!` after it.
    private static func normalized(_ text: String) -> String {
        var result = text.filter { !$0.isWhitespace }
        if result.hasPrefix("self.") { result.removeFirst(5) }
        while result.hasSuffix("?") || result.hasSuffix("!") { result.removeLast() }
        return result
    }

    private static func normalized(_ expr: ExprSyntax) -> String { normalized(expr.trimmedDescription) }

    private static func isInClosure(_ node: some SyntaxProtocol, below top: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != top.id {
            if parent.is(ClosureExprSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// The one call that replaces the check and the call it guards: `try? d.f(a)`, nil where not implemented.
    /// Where the method returns an optional (`keepsWhole`), its answer is kept whole so that an answer of `nil`
    /// still runs the guarded code, as on iOS; where it or its arguments can throw errors of their own
    /// (`throwing`), those are thrown on.
    static func callText(_ check: Check, call: FunctionCallExprSyntax, keepsWhole: Bool, throwing: Bool) -> String {
        let member = FunctionKey.base(of: check.key)
        let arguments = call.arguments.trimmedDescription
        guard keepsWhole || throwing else {
            return "try? \(check.receiver)\(check.optionalReceiver ? "?" : "").\(member)(\(arguments))"
        }
        let helper = throwing ? "try OptionalRequirementCall.valueThrowing" : "OptionalRequirementCall.value"
        guard check.optionalReceiver else { return "\(helper)({ try \(check.receiver).\(member)(\(arguments)) })" }
        // An optional chain would flatten a nil receiver into the answer: the receiver is unwrapped first.
        return "\(throwing ? "try " : "")\(check.receiver).flatMap({ optionalReceiver in \(helper)({ try optionalReceiver.\(member)(\(arguments)) }) })"
    }
}

/// Every function call below a node.
final class CallCollector: SyntaxVisitor {
    private(set) var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
