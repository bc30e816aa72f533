import SwiftSyntax

/// `weak var delegate: D? { get set }` in a protocol: a requirement has no ownership, and Swift accepts `weak`
/// there only in `@objc` protocols (it is an error in Swift 6 everywhere), so it goes. The meaning is unchanged:
/// a conformer's own `weak var` satisfies the requirement as before.
enum ProtocolPropertyOwnership {
    /// The ownership modifiers removed.
    static let dropped: Set<String> = ["weak", "unowned"]

    /// The declaration without `weak` or `unowned`, its leading trivia kept, and the names removed.
    static func strip(_ decl: VariableDeclSyntax) -> (VariableDeclSyntax, [String]) {
        let kept = decl.modifiers.filter { !dropped.contains($0.name.text) }
        guard kept.count != decl.modifiers.count else { return (decl, []) }
        let removed = decl.modifiers.filter { dropped.contains($0.name.text) }.map(\.name.text)
        var result = decl
        result.modifiers = DeclModifierListSyntax(Array(kept))
        return (result.with(\.leadingTrivia, decl.leadingTrivia), removed)
    }
}

extension VariableDeclSyntax {
    /// Whether this is a property requirement: a member of a protocol's body.
    var isProtocolRequirement: Bool {
        parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true
    }
}
