import SwiftParser
import SwiftSyntax

/// Syntax made from source text: the rewrites write what they produce as Swift, and this parses it back.
enum Snippet {
    /// An expression.
    static func expr(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    /// The conditions of `if <text> {}`.
    static func conditions(_ text: String) -> ConditionElementListSyntax {
        let statement = Parser.parse(source: "if \(text) {}").statements.first!
        let ifExpr = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? statement.item.as(IfExprSyntax.self)!
        return ifExpr.conditions
    }

    /// The members of a class body.
    static func members(_ text: String) -> MemberBlockItemListSyntax {
        let statement = Parser.parse(source: "class C {\(text)\n}").statements.first!
        return statement.item.as(ClassDeclSyntax.self)!.memberBlock.members
    }

    /// Top-level statements or declarations.
    static func items(_ text: String) -> CodeBlockItemListSyntax {
        Parser.parse(source: text).statements
    }
}
