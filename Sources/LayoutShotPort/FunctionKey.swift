import SwiftSyntax

/// A function's full name as Swift spells it in a selector, `base(label:label:)`: how a call site is matched to
/// the requirement it calls when there are no types to go by.
enum FunctionKey {
    /// The key of a declaration: `collectionView(_:layout:heightForItemAt:)`.
    static func of(_ decl: FunctionDeclSyntax) -> String {
        let labels = decl.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return "\(decl.name.text)(\(labels.joined()))"
    }

    /// The key of a call whose callee is named `base`, from its argument labels (`_` where there is none).
    static func of(base: String, call: FunctionCallExprSyntax) -> String {
        var labels = call.arguments.map { "\($0.label?.text ?? "_"):" }
        if call.trailingClosure != nil { labels.append("_:") }
        labels += call.additionalTrailingClosures.map { "\($0.label.text):" }
        return "\(base)(\(labels.joined()))"
    }

    /// The key a `#selector(...)` names: `Type.method(_:label:)` gives `method(_:label:)`; a bare name gives the
    /// base name alone.
    static func of(selector: MacroExpansionExprSyntax) -> String? {
        guard let argument = selector.arguments.first, argument.label == nil else { return nil }
        let reference: DeclReferenceExprSyntax?
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else {
            reference = argument.expression.as(DeclReferenceExprSyntax.self)
        }
        guard let reference else { return nil }
        guard let names = reference.argumentNames else { return reference.baseName.text }
        return "\(reference.baseName.text)(\(names.arguments.map { "\($0.name.text):" }.joined()))"
    }

    /// The base name of a key: `collectionView` of `collectionView(_:layout:)`.
    static func base(of key: String) -> String {
        String(key.prefix { $0 != "(" })
    }
}
