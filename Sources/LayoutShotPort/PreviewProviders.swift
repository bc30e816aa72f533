import SwiftSyntax

/// Types conforming to `PreviewProvider`: each view of their `previews` (the views of a `Group`, or of the body
/// itself) is kept as a `LayoutShotPreview`, its name and traits read from its preview modifiers, in an extension
/// of the provider in the same file (so the views can use its private members) that the registry lists.
enum PreviewProviders {
    /// The name of `decl` when it is a type that conforms to `PreviewProvider`.
    static func providerName(_ decl: DeclSyntax) -> String? {
        guard let group = decl.asProtocol(DeclGroupSyntax.self), let named = decl.asProtocol(NamedDeclSyntax.self),
            group.inheritanceClause?.inheritedTypes.contains(where: {
                ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.type.trimmedDescription)
            }) == true
        else { return nil }
        return named.name.text
    }

    /// The views of `decl`'s `previews`, each one preview: the views of a lone `Group`, else the body's; the whole
    /// body as one when it holds more than views (declarations, `if`), or `nil` without a `previews` getter.
    static func views(of decl: DeclSyntax) -> [ExprSyntax]? {
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return nil }
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }),
                let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
                let accessors = binding.accessorBlock?.accessors
            else { continue }
            let statements: CodeBlockItemListSyntax
            switch accessors {
            case .getter(let items): statements = items
            case .accessors(let list):
                guard let body = list.first(where: { $0.accessorSpecifier.text == "get" })?.body else { return nil }
                statements = body.statements
            }
            var views = statements.compactMap(expression)
            guard views.count == statements.count, !views.isEmpty else { return [] }
            if views.count == 1, let call = views[0].as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group", call.arguments.isEmpty,
                let closure = call.trailingClosure
            {
                let inner = closure.statements.compactMap(expression)
                guard inner.count == closure.statements.count, !inner.isEmpty else { return [] }
                views = inner
            }
            return views
        }
        return nil
    }

    /// The name (as written, `nil` when not given) and traits that the preview modifiers on `view` give.
    static func nameAndTraits(of view: ExprSyntax) -> (name: String?, traits: [String]) {
        var name: String?
        var traits: [String] = []
        var current = view
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            let arguments = Array(call.arguments)
            let first = arguments.first?.expression.trimmedDescription
            switch (member.declName.baseName.text, first) {
            case ("previewDisplayName", let value?): name = name ?? value
            case ("previewLayout", let value?): traits.insert(".previewLayout(\(value))", at: 0)
            case ("previewDevice", let value?): traits.insert(".previewDevice(\(value))", at: 0)
            case ("previewInterfaceOrientation", let value?): traits.insert(".previewInterfaceOrientation(\(value))", at: 0)
            case ("dynamicTypeSize", let value?) where arguments.count == 1: traits.insert(".dynamicTypeSize(\(value))", at: 0)
            case ("environment", "\\.dynamicTypeSize") where arguments.count == 2:
                traits.insert(".dynamicTypeSize(\(arguments[1].expression.trimmedDescription))", at: 0)
            case ("environment", "\\.layoutDirection") where arguments.count == 2:
                traits.insert(".layoutDirection(\(arguments[1].expression.trimmedDescription))", at: 0)
            default: break
            }
            current = base
        }
        return (name, traits)
    }

    /// The extension of the provider `type` holding its previews, and the registry member `identifier` listing them.
    static func registration(type: String, views: [(text: String, name: String?, traits: [String], line: Int, index: Int)],
        file: String, identifier: String, registry: String) -> String
    {
        let previews = views.map {
            "        " + PreviewRegistry.preview(name: $0.name ?? "nil", file: file, line: $0.line, index: $0.index, traits: $0.traits, body: "{ \($0.text) }")
        }
        return """

            extension \(type) {
                nonisolated static let layoutShotPreviews: [LayoutShotPreview] = [
            \(previews.joined(separator: ",\n"))
                ]
            }

            extension \(registry) {
                static let \(identifier): [LayoutShotPreview] = \(type).layoutShotPreviews
            }
            """
    }

    private static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    }
}
