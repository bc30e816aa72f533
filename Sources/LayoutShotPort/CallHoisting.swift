import SwiftSyntax

/// The one rule for moving a call of an optional requirement out of where it stands (into the condition of the
/// `responds(to:)` check that guards it): the move keeps the meaning only if iOS makes that call exactly once,
/// right after the condition, whenever the condition holds. So every construct between the call and the guarded
/// statement must evaluate its part exactly once and at once, and nothing evaluated after the check may make a
/// call of its own. Anything else is refused with what to write instead.
enum CallHoisting {
    /// Why moving `call` out of the statement `scope` would change how often or when it runs, or nil.
    static func refusal(moving call: some SyntaxProtocol, outOf scope: some SyntaxProtocol) -> String? {
        var path: [(parent: Syntax, child: Syntax)] = []
        var child = Syntax(call)
        while let parent = child.parent, child.id != scope.id {
            path.append((parent, child))
            child = parent
        }
        // A loop or a condition around the call says most about what to write instead: it is named first.
        let enclosing = path.first { loops[$0.parent.kind] != nil || conditionals[$0.parent.kind] != nil }
        return enclosing.flatMap { refusal(at: $0.parent, child: $0.child) }
            ?? path.lazy.compactMap { refusal(at: $0.parent, child: $0.child) }.first
    }

    /// Why conditions evaluated after the check, on iOS only when the check holds, cannot be evaluated before the
    /// call: one of them makes a call (iOS makes it before the delegate's, and not at all when the check fails).
    static func refusal(afterCheck conditions: [Syntax]) -> String? {
        guard conditions.contains(where: makesCall) else { return nil }
        return """
            'responds(to:)' is followed by a condition that makes a call: iOS makes that call after the check and \
            before the method's, which moved into the condition would come first; test the condition before \
            the check ('if cond() && d.responds(to: …)'), or test it inside the guarded code
            """
    }

    /// Whether `node` calls anything (a function, a subscript, a macro) outside closures.
    static func makesCall(_ node: Syntax) -> Bool {
        if node.is(FunctionCallExprSyntax.self) || node.is(SubscriptCallExprSyntax.self) || node.is(MacroExpansionExprSyntax.self) {
            return true
        }
        if node.is(ClosureExprSyntax.self) { return false }
        return node.children(viewMode: .sourceAccurate).contains(where: makesCall)
    }

    private static let loops: [SyntaxKind: String] = [.whileStmt: "while", .repeatStmt: "repeat", .forStmt: "for"]
    private static let conditionals: [SyntaxKind: String] = [
        .ifExpr: "if", .guardStmt: "guard", .switchExpr: "switch", .switchCase: "case", .ternaryExpr: "?:",
        .unresolvedTernaryExpr: "?:", .doStmt: "do", .catchClause: "catch", .deferStmt: "defer", .closureExpr: "{ … }",
    ]
    /// Constructs that evaluate each part exactly once, at once (a sequence is checked element by element).
    private static let once: Set<SyntaxKind> = [
        .labeledExpr, .labeledExprList, .tupleExpr, .tryExpr, .awaitExpr, .memberAccessExpr, .forceUnwrapExpr,
        .optionalChainingExpr, .postfixOperatorExpr, .prefixOperatorExpr, .asExpr, .isExpr, .initializerClause,
        .patternBinding, .patternBindingList, .variableDecl, .returnStmt, .throwStmt, .expressionStmt,
        .arrayElement, .arrayElementList, .arrayExpr, .dictionaryElement, .dictionaryElementList, .dictionaryExpr,
        .codeBlockItem, .codeBlockItemList, .codeBlock, .typeAnnotation, .functionCallExpr, .subscriptCallExpr,
        .conditionElementList, .conditionElement, .optionalBindingCondition,
    ]

    /// Whether `child` is the conditions of the `if` or `guard` `parent`: its first condition is evaluated at once,
    /// exactly once (a later one only if those before it hold, which the condition list's rule refuses).
    private static func isConditionList(of parent: Syntax, _ child: Syntax) -> Bool {
        if let ifExpr = parent.as(IfExprSyntax.self) { return ifExpr.conditions.id == child.id }
        if let guardStmt = parent.as(GuardStmtSyntax.self) { return guardStmt.conditions.id == child.id }
        return false
    }
    private static let shortCircuits: Set<String> = ["&&", "||", "??"]

    private static func refusal(at parent: Syntax, child: Syntax) -> String? {
        if let loop = loops[parent.kind] {
            return """
                'responds(to:)' guards a call inside a '\(loop)' loop: moved into the condition it would be made \
                once, not on every pass as on iOS; put the check inside the loop, around the statement that calls it
                """
        }
        if let conditional = conditionals[parent.kind] {
            if isConditionList(of: parent, child) { return nil }
            return """
                'responds(to:)' guards a call inside '\(conditional)': moved into the condition it would be made \
                where iOS does not make it; put the check directly around the statement that calls it
                """
        }
        if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
            return refusal(in: sequence, element: child)
        }
        if parent.is(SequenceExprSyntax.self) { return nil }
        if let list = parent.as(ConditionElementListSyntax.self), list.first?.id != child.id {
            return """
                'responds(to:)' guards a call in a later condition of an 'if' or 'guard': iOS makes it only when the \
                conditions before it hold; put the call in the first condition, or the check directly around it
                """
        }
        if let infix = parent.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == child.id,
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, shortCircuits.contains(op) {
            return shortCircuit(op)
        }
        if once.contains(parent.kind) { return nil }
        return """
            'responds(to:)' guards a call inside a construct the tool cannot show runs it exactly once \
            ('\(parent.kind)'): put the check directly around a statement that calls the method
            """
    }

    /// An element of a sequence runs exactly once unless a short-circuit operator or `?:` stands before it, or it
    /// is assigned through an optional chain (`a?.b = call()` skips the call when `a` is nil).
    private static func refusal(in sequence: SequenceExprSyntax, element: Syntax) -> String? {
        var before: [ExprSyntax] = []
        for item in sequence.elements {
            if item.id == element.id { break }
            before.append(item)
        }
        for (position, item) in before.enumerated() {
            if let op = item.as(BinaryOperatorExprSyntax.self)?.operator.text, shortCircuits.contains(op) {
                return shortCircuit(op)
            }
            if item.is(UnresolvedTernaryExprSyntax.self) { return refusal(at: Syntax(item), child: element) }
            if item.is(AssignmentExprSyntax.self), before[..<position].contains(where: { containsOptionalChain(Syntax($0)) }) {
                return """
                    'responds(to:)' guards a call assigned through an optional chain: iOS does not make it when the \
                    chain is nil; put the check directly around a statement that calls the method unconditionally
                    """
            }
        }
        return nil
    }

    private static func shortCircuit(_ op: String) -> String {
        """
        'responds(to:)' guards a call right of '\(op)': iOS makes it only when the left side asks for it, moved \
        into the condition it would always be made; call the method in a statement of its own
        """
    }

    private static func containsOptionalChain(_ node: Syntax) -> Bool {
        node.is(OptionalChainingExprSyntax.self) || node.children(viewMode: .sourceAccurate).contains(where: containsOptionalChain)
    }
}
