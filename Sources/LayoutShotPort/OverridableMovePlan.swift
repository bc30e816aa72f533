import SwiftSyntax

/// Members declared in an extension of a class of the set that a subclass may override: on iOS they are `@objc`
/// and dispatched through the runtime, so a subclass overrides them, even in another module; without the runtime
/// Swift overrides only members of the class body. So they move into the body: every `open` member of an
/// extension of an `open` class (a library ported alone is subclassed by code the tool never sees), and every
/// member whose name and labels a declaration of the set overrides.
enum OverridableMovePlan {
    static func plan(_ extensions: [ExtensionDeclSyntax], file: Int, builder: IndexBuilder, into index: inout PortIndex) {
        for decl in extensions {
            guard let owner = index.classNamed(decl.extendedType.trimmedDescription) else { continue }
            for item in decl.memberBlock.members where !index.movedIDs.contains(item.id) {
                guard let member = item.decl.asProtocol(WithModifiersSyntax.self), isOverridable(item.decl),
                    !member.hasModifier("override"),
                    (owner.isOpen && member.hasModifier("open")) || index.overriddenKeys.contains(key(of: item.decl))
                else { continue }
                // A constrained extension extends a generic class, whose members cannot be `@objc`: not
                // overridable on iOS either.
                if decl.genericWhereClause != nil { continue }
                if owner.file != file, let problem = OverrideMovePlan.crossFileProblem(
                    item, member: member, file: file, index: index, what: "overridable member") {
                    index.problems.append(builder.note(item, problem))
                    continue
                }
                index.movedOverrides[owner.name, default: []].append((file, item))
                index.movedIDs.insert(item.id)
            }
        }
    }

    /// Instance methods, computed properties and subscripts: what a subclass can override (`class` members too).
    private static func isOverridable(_ decl: DeclSyntax) -> Bool {
        if let function = decl.as(FunctionDeclSyntax.self) { return !function.hasModifier("static") }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return !variable.hasModifier("static") && variable.bindings.allSatisfy { $0.accessorBlock != nil }
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) { return !subscriptDecl.hasModifier("static") }
        return false
    }

    /// What an override is matched by: a method's key, a property's name, `subscript` with its labels.
    static func key(of decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) { return FunctionKey.of(function) }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ",")
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            let labels = subscriptDecl.parameterClause.parameters.map { "\($0.firstName.text):" }
            return "subscript(\(labels.joined()))"
        }
        return ""
    }
}
