import SwiftSyntax

/// `defaults.value(forKey:)` and `defaults.setValue(_:forKey:)` on a receiver that is statically a `UserDefaults`:
/// `UserDefaults` answers key-value coding with its defaults (Apple documents observing a default by its key,
/// which reads it through `value(forKey:)`: https://developer.apple.com/documentation/foundation/userdefaults),
/// so they mean `object(forKey:)` and `set(_:forKey:)`, which Linux's `UserDefaults` has. The receiver's type is
/// read from syntax alone: `UserDefaults.standard`, `UserDefaults(…)`, `self` in `extension UserDefaults`, or a
/// name whose nearest declaration says `UserDefaults` (annotation or initializer); any other receiver is left to
/// the refusal of key-value coding.
enum UserDefaultsKeyValueCoding {
    /// The name the call's method takes (its labels stay) and what was done, or nil where `call` is not such a call.
    static func replacement(_ call: FunctionCallExprSyntax) -> (method: String, what: String)? {
        let key = FunctionKey.of(base: call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "", call: call)
        let method: String
        switch key {
        case "value(forKey:)": method = "object"
        case "setValue(_:forKey:)": method = "set"
        default: return nil
        }
        guard !declaresOwnUserDefaults(call) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base, isUserDefaults(base, at: call) else { return nil }
        } else if !enclosingTypeIsUserDefaults(call) {
            return nil
        }
        let what = """
            '\(key)' on a 'UserDefaults' → '\(method)(\(key == "value(forKey:)" ? "forKey:" : "_:forKey:"))': \
            'UserDefaults' answers key-value coding with its defaults, and Linux's has no key-value coding
            """
        return (method, what)
    }

    /// `call` calling `method` instead, with the same arguments.
    static func renamed(_ call: FunctionCallExprSyntax, to method: String) -> FunctionCallExprSyntax {
        var call = call
        if var member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            member.declName.baseName = member.declName.baseName.with(\.tokenKind, .identifier(method))
            call.calledExpression = ExprSyntax(member)
        } else if var reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            reference.baseName = reference.baseName.with(\.tokenKind, .identifier(method))
            call.calledExpression = ExprSyntax(reference)
        }
        return call
    }

    private static let typeNames: Set<String> = ["UserDefaults", "Foundation.UserDefaults"]

    /// Whether `expression`, at `site`, is statically a `UserDefaults` (or an optional one, chained or forced).
    private static func isUserDefaults(_ expression: ExprSyntax, at site: some SyntaxProtocol) -> Bool {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return isUserDefaults(chained.expression, at: site) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isUserDefaults(forced.expression, at: site) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "standard", typeNames.contains(base.trimmedDescription) { return true }
            guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return false }
            return memberType(member.declName.baseName.text, at: site).map(isUserDefaultsType) ?? false
        }
        if let made = expression.as(FunctionCallExprSyntax.self) {
            return typeNames.contains(made.calledExpression.trimmedDescription)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            if reference.baseName.text == "self" { return enclosingTypeIsUserDefaults(site) }
            return declaredType(of: reference.baseName.text, at: site).map(isUserDefaultsType) ?? false
        }
        return false
    }

    /// A declaration's type, as its annotation or initializer says: `UserDefaults`, `UserDefaults?`, `UserDefaults!`,
    /// or an initializer that is itself a `UserDefaults`.
    private enum DeclaredType {
        case annotation(TypeSyntax)
        case initializer(ExprSyntax)
        case unknown
    }

    private static func isUserDefaultsType(_ declared: DeclaredType) -> Bool {
        switch declared {
        case .annotation(let type):
            var text = type.trimmedDescription
            if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            return typeNames.contains(text)
        case .initializer(let value):
            if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
                return member.declName.baseName.text == "standard" && typeNames.contains(base.trimmedDescription)
            }
            return value.as(FunctionCallExprSyntax.self).map { typeNames.contains($0.calledExpression.trimmedDescription) } ?? false
        case .unknown:
            return false
        }
    }

    /// The type of the nearest declaration of `name` visible at `site`: locals, parameters and bindings of the
    /// scopes around it, then the members of its type. Any binding the walk cannot type (a tuple, a pattern, a
    /// closure parameter without a type) answers `.unknown`, as does a name it finds nowhere.
    private static func declaredType(of name: String, at site: some SyntaxProtocol) -> DeclaredType? {
        var child = Syntax(site)
        while let parent = child.parent {
            if parent.is(MemberBlockItemListSyntax.self) { return memberType(name, at: site) }
            if let found = scopeDeclaration(of: name, in: parent, before: child) { return found }
            child = parent
        }
        return nil
    }

    /// A declaration of `name` that `parent` makes visible to its child `child`.
    private static func scopeDeclaration(of name: String, in parent: Syntax, before child: Syntax) -> DeclaredType? {
        if let items = parent.as(CodeBlockItemListSyntax.self) {
            var found: DeclaredType?
            for item in items {
                if item.id == child.id { break }
                if let variable = item.item.as(VariableDeclSyntax.self), let declared = variableType(name, variable) {
                    found = declared
                } else if let guardStmt = item.item.as(GuardStmtSyntax.self), binds(name, Syntax(guardStmt.conditions)) {
                    found = .unknown
                }
            }
            return found
        }
        if let function = parent.as(FunctionDeclSyntax.self), function.body?.id == child.id {
            return parameterType(name, function.signature.parameterClause.parameters)
        }
        if let initializer = parent.as(InitializerDeclSyntax.self), initializer.body?.id == child.id {
            return parameterType(name, initializer.signature.parameterClause.parameters)
        }
        if let accessor = parent.as(AccessorDeclSyntax.self), accessor.body?.id == child.id {
            let implicit = accessor.parameters?.name.text ?? (accessor.accessorSpecifier.text == "didSet" ? "oldValue" : "newValue")
            return implicit == name ? .unknown : nil
        }
        if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature, signature.id != child.id {
            return binds(name, Syntax(signature)) ? .unknown : nil
        }
        if parent.is(IfExprSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.is(ForStmtSyntax.self)
            || parent.is(SwitchCaseSyntax.self) || parent.is(CatchClauseSyntax.self) || parent.is(ConditionElementListSyntax.self) {
            // The conditions, pattern or labels before the child bind for it; `catch` binds `error` unnamed.
            let before = parent.children(viewMode: .sourceAccurate).prefix { $0.id != child.id }
            if before.contains(where: { binds(name, $0) }) { return .unknown }
            if parent.is(CatchClauseSyntax.self), name == "error" { return .unknown }
        }
        return nil
    }

    private static func variableType(_ name: String, _ variable: VariableDeclSyntax) -> DeclaredType? {
        for binding in variable.bindings {
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self), identifier.identifier.text == name {
                if let type = binding.typeAnnotation?.type { return .annotation(type) }
                return binding.initializer.map { .initializer($0.value) } ?? .unknown
            }
            if binds(name, Syntax(binding.pattern)) { return .unknown }
        }
        return nil
    }

    private static func parameterType(_ name: String, _ parameters: FunctionParameterListSyntax) -> DeclaredType? {
        parameters.first { ($0.secondName ?? $0.firstName).text == name }.map { .annotation($0.type) }
    }

    /// Whether `node` binds `name` anywhere (a pattern, a closure parameter, a shorthand parameter).
    private static func binds(_ name: String, _ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let parent = token.parent else { return false }
            return parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                || parent.is(ClosureParameterSyntax.self) || parent.is(FunctionParameterSyntax.self)
        }
    }

    /// The type of the member `name` of the type around `site`, from its declarations in the file (the type's body
    /// and its extensions).
    private static func memberType(_ name: String, at site: some SyntaxProtocol) -> DeclaredType? {
        guard let typeName = site.enclosingTypeNames.last else { return nil }
        let collector = TypeBodies(name: typeName)
        collector.walk(site.root)
        var found: DeclaredType?
        for body in collector.bodies {
            for member in body {
                guard let variable = member.decl.as(VariableDeclSyntax.self), let declared = variableType(name, variable) else { continue }
                if found != nil { return .unknown }
                found = declared
            }
        }
        return found
    }

    private static func enclosingTypeIsUserDefaults(_ site: some SyntaxProtocol) -> Bool {
        var current = site.parent
        while let node = current {
            if let decl = node.as(ExtensionDeclSyntax.self) { return typeNames.contains(decl.extendedType.trimmedDescription) }
            if node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ActorDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) {
                return false
            }
            current = node.parent
        }
        return false
    }

    /// Whether the file declares a type named `UserDefaults` of its own, which the call may then be on.
    private static func declaresOwnUserDefaults(_ site: some SyntaxProtocol) -> Bool {
        site.root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("UserDefaults"), let parent = token.parent else { return false }
            return parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(TypeAliasDeclSyntax.self) || parent.is(ActorDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self)
        }
    }

    /// The member blocks of the type `name`'s declaration and extensions.
    private final class TypeBodies: SyntaxVisitor {
        let name: String
        var bodies: [MemberBlockItemListSyntax] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.name.text, node.memberBlock) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.name.text, node.memberBlock) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.name.text, node.memberBlock) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.name.text, node.memberBlock) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            collect(node.extendedType.trimmedDescription, node.memberBlock)
        }

        private func collect(_ declared: String, _ block: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            if declared == name { bodies.append(block.members) }
            return .visitChildren
        }
    }
}
