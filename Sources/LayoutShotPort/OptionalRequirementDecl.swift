import SwiftSyntax

/// The declaration side of `@objc optional` requirements: the requirement becomes a throwing one, and a protocol
/// extension gives it a default that throws. A conformer's own, non-throwing method satisfies a throwing
/// requirement, so conformers stay exactly as written; call sites (``OptionalCalls``) turn "not implemented"
/// back into `nil` with `try?` or into a trap with `try!`.
enum OptionalRequirementDecl {
    /// The requirement without `optional`, with `throws`.
    static func throwing(_ decl: FunctionDeclSyntax) -> FunctionDeclSyntax {
        var result = decl
        result.modifiers = decl.modifiers.filter { $0.name.text != "optional" }
        if result.modifiers.count != decl.modifiers.count {
            result = result.with(\.leadingTrivia, decl.leadingTrivia)
        }
        var effects = result.signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
        guard effects.throwsClause == nil else { return result }
        let hasReturn = result.signature.returnClause != nil
        let hasAsync = effects.asyncSpecifier != nil
        let needsLeadingSpace = hasReturn ? false : true
        let keyword = TokenSyntax.keyword(
            .throws, leadingTrivia: needsLeadingSpace ? .space : [], trailingTrivia: hasReturn ? .space : [])
        if hasAsync && !hasReturn {
            effects.asyncSpecifier = effects.asyncSpecifier?.with(\.trailingTrivia, [])
        }
        effects.throwsClause = ThrowsClauseSyntax(throwsSpecifier: keyword)
        result.signature.effectSpecifiers = effects
        return result
    }

    /// The default: the same signature, a body that throws ``UnimplementedOptionalRequirement``.
    static func defaultImplementation(_ requirement: OptionalRequirement, access: String?, indent: String) -> String {
        let prefix = access.map { "\($0) " } ?? ""
        return """
            \(indent)\(prefix)\(requirement.signature) {
            \(indent)    throw UnimplementedOptionalRequirement("\(requirement.key)")
            \(indent)}
            """
    }

    /// The extension holding the defaults of `protocolName`, as source text placed after the protocol.
    static func defaultsExtension(protocolName: String, requirements: [OptionalRequirement], access: String?) -> String {
        let bodies = requirements.map { defaultImplementation($0, access: access, indent: "    ") }
        return "\n\nextension \(protocolName) {\n\(bodies.joined(separator: "\n\n"))\n}"
    }

    /// The text of a requirement as the defaults repeat it: no attributes, no doc comment, `throws` added.
    static func signature(of decl: FunctionDeclSyntax) -> String {
        let (stripped, _) = ObjCAttributes.strip(decl)
        var result = throwing(stripped)
        result.body = nil
        return result.with(\.leadingTrivia, []).with(\.trailingTrivia, []).trimmedDescription
    }

    /// Whether the requirement returns a value (anything but `Void` or `()`).
    static func returnsValue(_ decl: FunctionDeclSyntax) -> Bool {
        guard let type = decl.signature.returnClause?.type.trimmedDescription else { return false }
        return type != "Void" && type != "()"
    }

    /// Whether the requirement returns an optional (`T?`, `T!`, `Optional<T>`).
    static func returnsOptional(_ decl: FunctionDeclSyntax) -> Bool {
        guard let type = decl.signature.returnClause?.type else { return false }
        return isOptional(type)
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isOptional(only.type)
        }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// Whether the requirement is declared `throws` (or `rethrows`) in the original.
    static func throwsItself(_ decl: FunctionDeclSyntax) -> Bool {
        decl.signature.effectSpecifiers?.throwsClause != nil
    }
}
