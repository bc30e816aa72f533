import SwiftSyntax

/// A member moved from an extension into its class's body keeps the access the extension gave it:
/// `public extension L { func f() }` declares a public `f`, which in the class body must say so.
enum MovedMembers {
    static let accessLevels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    static func withExtensionAccess(_ moved: MemberBlockItemSyntax, original: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
        guard let extensionDecl = original.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
            let access = extensionDecl.modifiers.first(where: { accessLevels.contains($0.name.text) })?.name.text
        else { return moved }
        // `private` at the top of an extension means `fileprivate` for its members.
        let level = access == "private" ? "fileprivate" : access
        if let decl = moved.decl.as(FunctionDeclSyntax.self) { return moved.with(\.decl, DeclSyntax(adding(level, to: decl))) }
        if let decl = moved.decl.as(VariableDeclSyntax.self) { return moved.with(\.decl, DeclSyntax(adding(level, to: decl))) }
        if let decl = moved.decl.as(SubscriptDeclSyntax.self) { return moved.with(\.decl, DeclSyntax(adding(level, to: decl))) }
        return moved
    }

    /// The declaration with `level` first among its modifiers, unless it states an access level of its own.
    private static func adding<D: WithModifiersSyntax & WithAttributesSyntax>(_ level: String, to decl: D) -> D {
        guard !decl.modifiers.contains(where: { accessLevels.contains($0.name.text) }) else { return decl }
        let leading = decl.leadingTrivia
        var result = decl.with(\.leadingTrivia, [])
        let modifier = DeclModifierSyntax(name: .identifier(level, trailingTrivia: .space))
        result.modifiers = DeclModifierListSyntax([modifier] + Array(result.modifiers))
        return result.with(\.leadingTrivia, leading)
    }
}
