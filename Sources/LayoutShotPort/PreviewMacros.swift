import SwiftSyntax

/// `#Preview { … }` blocks. In a file that imports SwiftUI each is kept as a `LayoutShotPreview` value, a static
/// member of the target's registry (`PreviewRegistry`), its name, traits and body as written; elsewhere (a UIKit
/// view or controller previewed) it is removed, as nothing on Linux can draw it.
enum PreviewMacros {
    /// Whether the item is a `#Preview` block.
    static func isPreview(_ item: CodeBlockItemSyntax) -> Bool {
        macro(item) != nil
    }

    /// Whether the `#Preview` block `item` has a body (a trailing closure, or `body:`).
    static func hasBody(_ item: CodeBlockItemSyntax) -> Bool {
        guard let macro = macro(item) else { return false }
        return macro.trailingClosure != nil || macro.arguments.contains { $0.label?.text == "body" }
    }

    /// The declaration that registers the `#Preview` block `item` as `identifier` in `registry`, or `nil` when it
    /// has no body to register.
    static func registration(
        _ item: CodeBlockItemSyntax, file: String, line: Int, index: Int, identifier: String, registry: String
    ) -> String? {
        guard let macro = macro(item) else { return nil }
        var name = "nil"
        var traits: [String] = []
        var inTraits = false
        var body = macro.trailingClosure?.trimmedDescription
        for (position, argument) in macro.arguments.enumerated() {
            switch argument.label?.text {
            case nil where position == 0: name = argument.expression.trimmedDescription
            case "traits": inTraits = true; traits.append(argument.expression.trimmedDescription)
            case nil where inTraits: traits.append(argument.expression.trimmedDescription)
            case "body": body = argument.expression.trimmedDescription
            default: inTraits = false
            }
        }
        guard let body else { return nil }
        let preview = PreviewRegistry.preview(name: name, file: file, line: line, index: index, traits: traits, body: body)
        return """
            extension \(registry) {
                static let \(identifier): [LayoutShotPreview] = [\(preview)]
            }
            """
    }

    /// The macro expansion `item` is, when it is `#Preview`.
    private static func macro(_ item: CodeBlockItemSyntax) -> (arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?)? {
        if let decl = item.item.as(MacroExpansionDeclSyntax.self), decl.macroName.text == "Preview" {
            return (decl.arguments, decl.trailingClosure)
        }
        let expr = item.item.as(MacroExpansionExprSyntax.self)
            ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self)
        guard let expr, expr.macroName.text == "Preview" else { return nil }
        return (expr.arguments, expr.trailingClosure)
    }
}
