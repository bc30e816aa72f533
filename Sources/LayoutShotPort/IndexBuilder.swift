import SwiftSyntax

/// Reads one file into the ``PortIndex``, skipping Apple-only `#if` clauses as the compiler on Linux does.
final class IndexBuilder: SyntaxVisitor {
    private(set) var index: PortIndex
    private let file: Int
    private let path: String
    private let converter: SourceLocationConverter
    /// Extensions with `override` members, planned once every file is read.
    private(set) var overrideExtensions: [ExtensionDeclSyntax] = []
    /// Every extension of the file outside Apple-only clauses, for the members that must be overridable.
    private(set) var extensions: [ExtensionDeclSyntax] = []

    init(index: PortIndex, file: Int, path: String, tree: SourceFileSyntax) {
        self.index = index
        self.file = file
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard ApplePlatformCondition.isAppleOnly(node) else { return .visitChildren }
        if case .statements(let statements)? = node.elements {
            for item in statements { if let decl = item.item.as(ImportDeclSyntax.self) { _ = visit(decl) } }
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text, ImportRewrites.modules[module] == "LayoutShotUIKit" {
            index.importsUIKit = true
        }
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.hasAttribute("objc") else { return .visitChildren }
        let name = node.name.text
        index.objcProtocols[name] = node.inheritanceClause?.names ?? []
        var keys: [String] = []
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.hasModifier("optional") else { continue }
            let key = FunctionKey.of(function)
            keys.append(key)
            if index.optionalRequirements[key]?.isUIKit ?? true {
                index.optionalRequirements[key] = OptionalRequirement(
                    key: key, protocolName: name, signature: OptionalRequirementDecl.signature(of: function),
                    returnsValue: OptionalRequirementDecl.returnsValue(function),
                    returnsOptional: OptionalRequirementDecl.returnsOptional(function), throwsItself: OptionalRequirementDecl.throwsItself(function))
            }
        }
        index.protocolRequirements[name] = keys
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.enclosingTypeNames + [node.name.text]).joined(separator: ".")
        var info = ClassInfo(
            name: name, file: file, inherited: node.inheritanceClause?.names ?? [],
            isOpen: node.hasModifier("open"), isPublic: node.hasModifier("open") || node.hasModifier("public"))
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                info.bodyMethods[FunctionKey.of(function)] = function
            }
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                info.initializers.append(InitializerInfo(initializer))
            }
        }
        info.isNameable = MetatypeFactory.isNameable(node)
        if let existing = index.classes[name] {
            info.extensionConformances = existing.extensionConformances
            info.extensionMethods = existing.extensionMethods
        }
        index.classes[name] = info
        if let runtimeName = ObjCRuntimeNames.name(of: node) { index.objcNames[runtimeName] = name }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        var info = index.classes[name] ?? ClassInfo(name: name, file: -1, inherited: [], isOpen: false, isPublic: false)
        info.extensionConformances += node.inheritanceClause?.names ?? []
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                info.extensionMethods[FunctionKey.of(function)] = (file, function)
            }
        }
        index.classes[name] = info
        if containsOverride(node.memberBlock.members) { overrideExtensions.append(node) }
        extensions.append(node)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.genericParameterClause == nil {
            let name = (node.enclosingTypeNames + [node.name.text]).joined(separator: ".")
            index.typealiases[name] = node.initializer.value.trimmedDescription
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        index.declaredFunctionKeys.insert(FunctionKey.of(node))
        if node.hasModifier("override") { index.overriddenKeys.insert(OverridableMovePlan.key(of: DeclSyntax(node))) }
        recordPrivate(node.name.text, node)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.hasModifier("required") {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
            index.requiredInits.insert("init(\(labels.joined()))")
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.hasModifier("override") { index.overriddenKeys.insert(OverridableMovePlan.key(of: DeclSyntax(node))) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.hasModifier("override") { index.overriddenKeys.insert(OverridableMovePlan.key(of: DeclSyntax(node))) }
        for binding in node.bindings {
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { recordPrivate(pattern.identifier.text, node) }
        }
        return .visitChildren
    }

    private func recordPrivate(_ name: String, _ decl: some WithModifiersSyntax) {
        if decl.hasModifier("private") || decl.hasModifier("fileprivate") {
            index.privateNames[file, default: []].insert(name)
        }
    }

    private func containsOverride(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { item in
            if let decl = item.decl.asProtocol(WithModifiersSyntax.self), decl.hasModifier("override") { return true }
            if let config = item.decl.as(IfConfigDeclSyntax.self) {
                return config.clauses.contains { clause in
                    guard case .decls(let inner) = clause.elements else { return false }
                    return !ApplePlatformCondition.isAppleOnly(clause) && containsOverride(inner)
                }
            }
            return false
        }
    }

    /// A problem at `node`'s line.
    func note(_ node: some SyntaxProtocol, _ message: String) -> PortNote {
        PortNote(file: path, line: node.startLocation(converter: converter).line, message: message)
    }
}
