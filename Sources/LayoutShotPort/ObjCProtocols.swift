import SwiftSyntax

/// `@objc protocol P: NSObjectProtocol` → `protocol P: AnyObject`: still class-bound, so `weak var delegate: P?`
/// compiles, and conformers need not be `NSObject`s. Its `optional` method requirements become throwing ones
/// (see ``OptionalRequirementDecl``); optional properties, subscripts and initializers are reported.
enum ObjCProtocols {
    static func rewrite(
        _ decl: ProtocolDeclSyntax, original: ProtocolDeclSyntax, rewriter: FileRewriter
    ) -> (ProtocolDeclSyntax, [OptionalRequirement]) {
        var result = decl
        let names = (decl.inheritanceClause?.names ?? []).filter { $0 != "NSObjectProtocol" }
        // What an @objc protocol inherits is @objc too, so class-bound once ported: only a protocol that inherited
        // nothing else needs AnyObject.
        let newNames = names.isEmpty ? ["AnyObject"] : names
        if newNames != decl.inheritanceClause?.names {
            let parsed = Snippet.items("protocol P: \(newNames.joined(separator: ", ")) {}").first!.item
                .as(ProtocolDeclSyntax.self)!.inheritanceClause!
            if decl.inheritanceClause == nil {
                result.name = result.name.with(\.trailingTrivia, [])
                result.inheritanceClause = parsed.with(\.trailingTrivia, decl.name.trailingTrivia)
            } else {
                result.inheritanceClause = parsed.with(\.trailingTrivia, decl.inheritanceClause!.trailingTrivia)
            }
            rewriter.record(original, "'@objc protocol \(original.name.text)' made class-bound ('\(newNames.joined(separator: ", "))'), as '@objc' made it")
        }
        var requirements: [OptionalRequirement] = []
        var members = Array(result.memberBlock.members)
        for (position, member) in original.memberBlock.members.enumerated() {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self), modifiers.hasModifier("optional") else { continue }
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                let rewritten = members[position].decl.as(FunctionDeclSyntax.self)
            else {
                rewriter.problem(member, """
                    optional requirement that is not a method: only optional methods can be ported (a throwing \
                    requirement with a throwing default); make it a method or a requirement with a default
                    """)
                continue
            }
            members[position] = members[position].with(\.decl, DeclSyntax(OptionalRequirementDecl.throwing(rewritten)))
            let key = FunctionKey.of(function)
            requirements.append(OptionalRequirement(
                key: key, protocolName: original.name.text, signature: OptionalRequirementDecl.signature(of: function),
                returnsValue: OptionalRequirementDecl.returnsValue(function),
                    returnsOptional: OptionalRequirementDecl.returnsOptional(function), throwsItself: OptionalRequirementDecl.throwsItself(function)))
            rewriter.record(member, "optional requirement '\(key)' made 'throws', with a default that throws 'UnimplementedOptionalRequirement': conformers stay as written")
        }
        result.memberBlock.members = MemberBlockItemListSyntax(members)
        return (result, requirements)
    }
}
