import SwiftSyntax

/// Overrides declared in an extension: without the Objective-C runtime Swift cannot override from an
/// extension, so each one moves into the body of its class when that class is in the input set. A move to
/// another file is refused where it would lose access to the extension file's `private` names.
enum OverrideMovePlan {
    static func plan(_ extensions: [ExtensionDeclSyntax], file: Int, builder: IndexBuilder, into index: inout PortIndex) {
        for decl in extensions {
            let name = decl.extendedType.trimmedDescription
            guard let owner = index.classNamed(name) else {
                index.problems.append(builder.note(decl, """
                    override in an extension of '\(name)', which is not a class of the ported files: Swift without \
                    the Objective-C runtime cannot override from an extension, and the tool can only move an \
                    override into a class body it ports
                    """))
                continue
            }
            if decl.genericWhereClause != nil {
                index.problems.append(builder.note(decl, """
                    override in a constrained extension of '\(name)': it cannot move into the class body, where \
                    the 'where' clause has no equivalent
                    """))
                continue
            }
            for item in decl.memberBlock.members {
                if let config = item.decl.as(IfConfigDeclSyntax.self), !config.clauses.allSatisfy(ApplePlatformCondition.isAppleOnly) {
                    index.problems.append(builder.note(config, """
                        '#if' block with overrides in an extension of '\(name)': move it into the class body; \
                        the tool moves single declarations only
                        """))
                    continue
                }
                guard let member = item.decl.asProtocol(WithModifiersSyntax.self), member.hasModifier("override") else {
                    continue
                }
                if owner.file != file, let problem = crossFileProblem(item, member: member, file: file, index: index) {
                    index.problems.append(builder.note(item, problem))
                    continue
                }
                index.movedOverrides[owner.name, default: []].append((file, item))
                index.movedIDs.insert(item.id)
            }
        }
    }

    /// Why `item` cannot move to its class's file, if it cannot.
    static func crossFileProblem(
        _ item: MemberBlockItemSyntax, member: some WithModifiersSyntax, file: Int, index: PortIndex, what: String = "override"
    ) -> String? {
        if member.hasModifier("private") || member.hasModifier("fileprivate") {
            return """
                private \(what) in an extension in another file than its class: moved into the class body it \
                would no longer be visible to this file; make it internal or move the extension into the class's file
                """
        }
        let privateNames = index.privateNames[file] ?? []
        let used = item.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let text) = token.tokenKind, privateNames.contains(text) { return text }
            return nil
        }
        guard let first = used.first else { return nil }
        return """
            \(what) in an extension uses '\(first)', private to this file: moved into its class, declared in \
            another file, it would not see it; move the extension into the class's file
            """
    }
}
