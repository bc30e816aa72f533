import SwiftSyntax

/// `#Preview { … }` blocks: Xcode draws them, nothing else runs them, and the macro does not exist on Linux.
enum PreviewMacros {
    /// Whether the item is a `#Preview` block.
    static func isPreview(_ item: CodeBlockItemSyntax) -> Bool {
        if let decl = item.item.as(MacroExpansionDeclSyntax.self) { return decl.macroName.text == "Preview" }
        if let expr = item.item.as(MacroExpansionExprSyntax.self) { return expr.macroName.text == "Preview" }
        if let statement = item.item.as(ExpressionStmtSyntax.self),
            let expr = statement.expression.as(MacroExpansionExprSyntax.self)
        {
            return expr.macroName.text == "Preview"
        }
        return false
    }
}
