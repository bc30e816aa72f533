import SwiftSyntax

/// Call sites of optional requirements: `d?.f?(…)`, `d.f?(…)`, `d?.f!(…)`, `d!.f!(…)`. The `?` or `!` after the
/// method name goes; the whole postfix chain is wrapped in `try?` (not implemented gives `nil`, as the chain does
/// on iOS) or `try!` (not implemented traps, as the forced call does on iOS).
enum OptionalCalls {
    /// A call of an optional requirement: the marker after the method's name and the key.
    struct Match {
        var marker: Character
        var key: String
        var member: MemberAccessExprSyntax
    }

    /// The call's marker and key when `call` calls a method through `?` or `!` after its name.
    static func match(_ call: FunctionCallExprSyntax) -> Match? {
        let callee = call.calledExpression
        if let chained = callee.as(OptionalChainingExprSyntax.self), let member = chained.expression.as(MemberAccessExprSyntax.self) {
            return Match(marker: "?", key: FunctionKey.of(base: member.declName.baseName.text, call: call), member: member)
        }
        if let forced = callee.as(ForceUnwrapExprSyntax.self), let member = forced.expression.as(MemberAccessExprSyntax.self) {
            return Match(marker: "!", key: FunctionKey.of(base: member.declName.baseName.text, call: call), member: member)
        }
        return nil
    }

    /// The call with the marker after the method's name removed.
    static func withoutMarker(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        let callee = call.calledExpression
        if let chained = callee.as(OptionalChainingExprSyntax.self) {
            return call.with(\.calledExpression, chained.expression.with(\.trailingTrivia, chained.trailingTrivia))
        }
        if let forced = callee.as(ForceUnwrapExprSyntax.self) {
            return call.with(\.calledExpression, forced.expression.with(\.trailingTrivia, forced.trailingTrivia))
        }
        return call
    }

    /// What a link of a postfix chain applies to: the callee of a call, the base of a member access, ...
    static func base(of expr: ExprSyntax) -> ExprSyntax? {
        if let call = expr.as(FunctionCallExprSyntax.self) { return call.calledExpression }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression }
        if let chained = expr.as(OptionalChainingExprSyntax.self) { return chained.expression }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return forced.expression }
        return nil
    }

    /// Whether `expr` is the outermost link of its postfix chain.
    static func isChainRoot(_ expr: some ExprSyntaxProtocol) -> Bool {
        guard let parent = expr.parent?.as(ExprSyntax.self) else { return true }
        return base(of: parent)?.id != expr.id
    }

    /// The links of the chain `root` ends, outermost first.
    static func links(of root: ExprSyntax) -> [ExprSyntax] {
        var result: [ExprSyntax] = [root]
        while let next = base(of: result.last!) { result.append(next) }
        return result
    }

    /// Whether the statement is the single expression of a function, getter or closure body, whose value it is.
    private static func isImplicitReturn(_ expr: some SyntaxProtocol) -> Bool {
        guard let list = expr.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        guard let body = list.parent else { return false }
        if body.is(ClosureExprSyntax.self) || body.is(AccessorBlockSyntax.self) { return true }
        guard body.is(CodeBlockSyntax.self), let owner = body.parent else { return false }
        return owner.is(FunctionDeclSyntax.self) || owner.is(AccessorDeclSyntax.self)
    }

    /// Whether a chain calling an optional requirement can throw errors other than "not implemented": the
    /// requirement throws itself, the chain holds a `try`, or a `try` around it covers something that throws.
    /// `covered` says whether such a `try` stands around it.
    struct OtherErrors {
        var possible: Bool
        var covered: Bool
    }

    static func otherErrors(_ node: some SyntaxProtocol, throwsItself: Bool) -> OtherErrors {
        var covered = false
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self),
            !parent.is(MemberBlockItemSyntax.self), !parent.is(ConditionElementSyntax.self) {
            if parent.is(TryExprSyntax.self) { covered = true }
            current = parent.parent
        }
        return OtherErrors(possible: throwsItself || covered || containsTry(Syntax(node)), covered: covered)
    }

    private static func containsTry(_ node: Syntax) -> Bool {
        if node.is(TryExprSyntax.self) { return true }
        if node.is(ClosureExprSyntax.self) { return false }
        return node.children(viewMode: .sourceAccurate).contains(where: containsTry)
    }

    /// `try? chain` or `try! chain`, parenthesized unless the chain stands where a `try` may start: a statement
    /// (`_ = try? …` for `try?`, whose result would be unused), an initializer, a `return`, an argument. Where
    /// the chain can throw other errors, `OptionalRequirementCall.chained`/`.forced` instead, which turn only
    /// "not implemented" into nil or a trap.
    static func wrap(_ chain: ExprSyntax, marker: Character, original: some SyntaxProtocol, otherErrors: OtherErrors) -> ExprSyntax {
        let leading = chain.leadingTrivia
        let trailing = chain.trailingTrivia
        let body = chain.with(\.leadingTrivia, []).with(\.trailingTrivia, []).description
        let tryText: String
        if otherErrors.possible {
            let helper = marker == "?" ? "OptionalRequirementCall.chained" : "OptionalRequirementCall.forced"
            tryText = (otherErrors.covered ? "" : "try ") + "\(helper)({ try \(body) })"
            if otherErrors.covered || original.parent?.kind == .tryExpr {
                return Snippet.expr(tryText).with(\.leadingTrivia, leading).with(\.trailingTrivia, trailing)
            }
        } else {
            tryText = marker == "?" ? "try? " + body : "try! " + body
        }
        let text: String
        switch original.parent?.kind {
        case .codeBlockItem? where isImplicitReturn(original):
            text = tryText
        case .codeBlockItem?:
            text = marker == "?" ? "_ = " + tryText : tryText
        case .initializerClause?, .returnStmt?, .labeledExpr?, .arrayElement?, .throwStmt?:
            text = tryText
        default:
            text = "(" + tryText + ")"
        }
        return Snippet.expr(text).with(\.leadingTrivia, leading).with(\.trailingTrivia, trailing)
    }
}
