import SwiftSyntax

/// Rewrites one file of the input set, with what the ``PortIndex`` knows of all of them. Each construct's rewrite
/// lives in its own type; this class only walks the tree, calls them, and records each rewrite and each problem
/// at its line in the original file. Apple-only `#if` clauses are left exactly as written.
final class FileRewriter: SyntaxRewriter {
    let path: String
    private let index: PortIndex
    private let converter: SourceLocationConverter
    /// The rewriter of another file of the set, for the members moved from it.
    var rewriterOfFile: (Int) -> FileRewriter = { _ in fatalError("set by Porter") }
    private(set) var rewrites: [PortNote] = []
    private(set) var problems: [PortNote] = []
    /// Whether the output needs LayoutShotUIKit (for the throwing defaults' error, or `Selector`) and whether it
    /// imports it.
    private var needsUIKit = false
    private var importsUIKit = false
    private var pendingExtensions: [SyntaxIdentifier: String] = [:]
    private var replacements: [SyntaxIdentifier: String] = [:]
    private var conditionReplacements: [SyntaxIdentifier: String] = [:]
    /// Conditions added after a condition: the call of a check that later conditions follow.
    private var appendedConditions: [SyntaxIdentifier: String] = [:]
    private var consumedResponds: Set<SyntaxIdentifier> = []
    private var resultCount = 0
    private var duplicateImports: Set<SyntaxIdentifier> = []
    /// The enum the previews are registered in, whether the file imports SwiftUI (only then are previews kept),
    /// and the registry members the file declares, in order.
    private let previewRegistry: String
    private let importsSwiftUI: Bool
    private var previewClaims: [SyntaxIdentifier: PreviewRegistry.Claim] = [:]
    private(set) var previewEntries: [PreviewRegistry.Entry] = []
    /// Whether the file calls ``MetatypeFactory``'s function, which is then added to it.
    private var callsMetatypeFactory = false
    /// Modules this file imports only for names LayoutShotUIKit declares (`AVFoundationImport`).
    private let fileModules: [String: String]

    init(path: String, tree: SourceFileSyntax, index: PortIndex, previewRegistry: String) {
        self.path = path
        self.index = index
        self.previewRegistry = previewRegistry
        self.importsSwiftUI = tree.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier("SwiftUI") && $0.parent?.parent?.parent?.is(ImportDeclSyntax.self) == true
        }
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.fileModules = AVFoundationImport.modules(for: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// The ported file.
    func port(_ tree: SourceFileSyntax) -> String {
        if importsSwiftUI { previewClaims = PreviewRegistry.claims(in: tree) }
        var result = rewrite(tree).cast(SourceFileSyntax.self)
        if !importsUIKit && index.importsUIKit {
            record(tree, "'import LayoutShotUIKit' added: the file does not import UIKit, and on iOS sees it through its module (a framework's umbrella header)")
            result = ImportRewrites.addingUIKitImport(to: result)
        } else if needsUIKit && !importsUIKit {
            result = ImportRewrites.addingUIKitImport(to: result)
        }
        if let name = FoundationGapsImport.name(in: tree) {
            record(tree, "'import \(FoundationGapsImport.module)' added: the file uses '\(name)', which Linux's Foundation lacks and it declares there")
            result = ImportRewrites.addingImport(of: FoundationGapsImport.module, to: result)
        }
        guard callsMetatypeFactory else { return result.description }
        return result.description + MetatypeFactory.declaration(MetatypeFactory.constructible(in: index))
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    func record(_ node: some SyntaxProtocol, _ message: String) {
        rewrites.append(PortNote(file: path, line: line(node), message: message))
    }

    func problem(_ node: some SyntaxProtocol, _ message: String) {
        problems.append(PortNote(file: path, line: line(node), message: message))
    }

    // MARK: Apple-only code and imports

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        ApplePlatformCondition.isAppleOnly(node) ? node : super.visit(node)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> DeclSyntax {
        let result = super.visit(node)
        guard let config = result.as(IfConfigDeclSyntax.self), let added = ImportRewrites.addingElse(to: config) else {
            return result
        }
        importsUIKit = true
        record(node, "'#if canImport(…)' around the UIKit imports: '#else import LayoutShotUIKit' added, as the clause is false on Linux")
        return DeclSyntax(added)
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard let (rewritten, from, to) = ImportRewrites.rewrite(node, also: fileModules) else {
            if node.path.first?.name.text == "LayoutShotUIKit" { importsUIKit = true }
            return DeclSyntax(node)
        }
        if to == "LayoutShotUIKit" {
            if importsUIKit && node.importKindSpecifier == nil && !node.isInIfConfig { duplicateImports.insert(node.id) }
            importsUIKit = true
        }
        record(node, "'import \(from)' → 'import \(to)'")
        return DeclSyntax(rewritten)
    }

    // MARK: Declarations

    private func stripped<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ original: D, _ rewritten: DeclSyntax
    ) -> DeclSyntax {
        if original.hasAttribute("NSManaged") {
            problem(original, "'@NSManaged': Core Data's managed properties need the Objective-C runtime")
        }
        guard let decl = rewritten.as(D.self) else { return rewritten }
        let (result, removed) = ObjCAttributes.strip(decl)
        let attributes = Array(original.attributes), modifiers = Array(original.modifiers)
        for item in removed {
            switch item {
            case .attribute(let name, let position):
                record(attributes[position], "'\(name)' removed: it asks for the Objective-C runtime")
            case .modifier(let name, let position):
                record(modifiers[position], "'\(name)' removed: it asks for the Objective-C runtime")
            }
        }
        return DeclSyntax(result)
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        var result = stripped(node, super.visit(node))
        if index.addOverride.contains(node.id), let function = result.as(FunctionDeclSyntax.self) {
            result = DeclSyntax(OptionalRequirementStubs.addingOverride(to: function))
            record(node, "'override' added to '\(FunctionKey.of(node))': its superclass declares the conformance and now a stub it overrides")
        }
        return result
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let result = stripped(node, super.visit(node))
        guard node.isProtocolRequirement, let decl = result.as(VariableDeclSyntax.self) else { return result }
        let (kept, removed) = ProtocolPropertyOwnership.strip(decl)
        for name in removed {
            record(node, "'\(name)' removed from a property requirement: a protocol requirement has no ownership (an error in Swift 6, and outside '@objc' protocols), and a conformer's 'weak' property still satisfies it")
        }
        return DeclSyntax(kept)
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let result = stripped(node, super.visit(node))
        guard ReusableViewInit.needsRequired(node, index: index), let decl = result.as(InitializerDeclSyntax.self) else { return result }
        record(node, "'required' added to 'init()': LayoutShotUIKit's reusable views have a required 'init()' (the host makes a registered class from its type, as UIKit does through the Objective-C runtime)")
        return DeclSyntax(ReusableViewInit.addingRequired(to: decl))
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax { stripped(node, super.visit(node)) }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { stripped(node, super.visit(node)) }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { stripped(node, super.visit(node)) }
    override func visit(_ node: EnumCaseDeclSyntax) -> DeclSyntax { stripped(node, super.visit(node)) }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { stripped(node, super.visit(node)) }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax { stripped(node, super.visit(node)) }
    override func visit(_ node: TypeAliasDeclSyntax) -> DeclSyntax { stripped(node, super.visit(node)) }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let name = (node.enclosingTypeNames + [node.name.text]).joined(separator: ".")
        var result = stripped(node, super.visit(node))
        guard var decl = result.as(ClassDeclSyntax.self) else { return result }
        if let entry = EntryPoints.entryAttribute(decl) {
            decl = EntryPoints.removing(entry, from: decl)
            result = DeclSyntax(decl)
            record(node, "'@\(entry)' removed: it makes the class the app's entry point, which a snapshot never runs, and compiles only against Apple's UIKit")
        }
        var members = Array(decl.memberBlock.members)
        for (file, item) in index.movedOverrides[name] ?? [] {
            let origin = rewriterOfFile(file)
            let moved = MovedMembers.withExtensionAccess(origin.rewrite(item).cast(MemberBlockItemSyntax.self), original: item)
            if item.decl.asProtocol(WithModifiersSyntax.self)?.hasModifier("override") == true {
                origin.record(item, "override moved from an extension into the body of class '\(name)' (\(path)): Swift cannot override from an extension without the Objective-C runtime")
            } else {
                origin.record(item, "'\(OverridableMovePlan.key(of: item.decl))' moved from an extension into the body of class '\(name)' (\(path)): a subclass overrides it on iOS through the Objective-C runtime, and without it only a member of the class body")
            }
            members.append(moved)
        }
        if let stubs = index.witnessStubs[name], let info = index.classes[name] {
            let text = OptionalRequirementStubs.stubs(stubs, for: info)
            members += Array(Snippet.members(text))
            needsUIKit = true
            for stub in stubs {
                record(node, "throwing stub of '\(stub.key)' added to '\(name)', which conforms to '\(stub.protocolName)': a subclass implements it, and only an override is found through the protocol")
            }
        }
        if members.count != decl.memberBlock.members.count {
            decl.memberBlock.members = MemberBlockItemListSyntax(members)
            if !decl.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) {
                decl.memberBlock.rightBrace.leadingTrivia = .newline
            }
            result = DeclSyntax(decl)
        }
        return result
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let rewritten = super.visit(node)
        guard node.contains(where: { index.movedIDs.contains($0.id) }) else { return rewritten }
        let kept = zip(node, rewritten).filter { !index.movedIDs.contains($0.0.id) }.map(\.1)
        return MemberBlockItemListSyntax(kept)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let isObjC = node.hasAttribute("objc")
        let result = stripped(node, super.visit(node))
        guard isObjC, let decl = result.as(ProtocolDeclSyntax.self) else { return result }
        let (rewritten, requirements) = ObjCProtocols.rewrite(decl, original: node, rewriter: self)
        if !requirements.isEmpty {
            let access = node.hasModifier("public") ? "public" : nil
            pendingExtensions[node.id] = OptionalRequirementDecl.defaultsExtension(
                protocolName: node.name.text, requirements: requirements, access: access)
            needsUIKit = true
        }
        return DeclSyntax(rewritten)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        planGuardShapes(node)
        let rewritten = super.visit(node)
        var items: [CodeBlockItemSyntax] = []
        for (original, item) in zip(node, rewritten) {
            if duplicateImports.contains(original.item.id) { continue }
            if PreviewMacros.isPreview(original) {
                items += keptPreview(original, item)
                continue
            }
            items.append(item)
            items += providerPreviews(original, item)
            if let text = pendingExtensions[original.item.id] {
                items += Array(Snippet.items(text))
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    // MARK: Previews

    /// The registry member a `#Preview` becomes, or nothing (it is removed) outside SwiftUI.
    private func keptPreview(_ original: CodeBlockItemSyntax, _ item: CodeBlockItemSyntax) -> [CodeBlockItemSyntax] {
        guard let claim = previewClaims[original.id] else {
            record(original, "'#Preview' removed: the file does not import SwiftUI, and only SwiftUI views are laid out")
            return []
        }
        if original.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("Previewable") }) {
            record(original, "'#Preview' removed: its '@Previewable' state exists only in Xcode's canvas; a View type holding the state can be previewed")
            return []
        }
        let identifier = PreviewRegistry.identifier(file: path, ordinal: claim.ordinal)
        guard let text = PreviewMacros.registration(
            item, file: path, line: line(original), index: claim.index, identifier: identifier, registry: previewRegistry)
        else { return [] }
        previewEntries.append(PreviewRegistry.Entry(
            identifier: identifier, condition: PreviewRegistry.condition(of: original), ordinal: claim.ordinal))
        record(original, "'#Preview' kept as '\(previewRegistry).\(identifier)', listed in '\(previewRegistry).all'")
        var items = Array(Snippet.items(text))
        if let first = items.first { items[0] = first.with(\.leadingTrivia, original.leadingTrivia) }
        return items
    }

    /// The extension holding a `PreviewProvider`'s previews and its registry member, after the provider.
    private func providerPreviews(_ original: CodeBlockItemSyntax, _ item: CodeBlockItemSyntax) -> [CodeBlockItemSyntax] {
        guard let claim = previewClaims[original.id], let decl = original.item.as(DeclSyntax.self),
            let type = PreviewProviders.providerName(decl), let originalViews = PreviewProviders.views(of: decl)
        else { return [] }
        let rewrittenViews = item.item.as(DeclSyntax.self).flatMap(PreviewProviders.views(of:)) ?? originalViews
        let texts = (rewrittenViews.count == originalViews.count ? rewrittenViews : originalViews).map(\.trimmedDescription)
        var views: [(text: String, name: String?, traits: [String], line: Int, index: Int)] = []
        if originalViews.isEmpty { views.append(("\(type).previews", nil, [], line(original), claim.index)) }
        for (offset, (view, text)) in zip(originalViews, texts).enumerated() {
            let (name, traits) = PreviewProviders.nameAndTraits(of: view)
            views.append((text, name, traits, line(view), claim.index + offset))
        }
        let identifier = PreviewRegistry.identifier(file: path, ordinal: claim.ordinal)
        previewEntries.append(PreviewRegistry.Entry(
            identifier: identifier, condition: PreviewRegistry.condition(of: original), ordinal: claim.ordinal))
        record(original, "'\(type).previews' kept as \(views.count) preview(s) in '\(previewRegistry).\(identifier)', listed in '\(previewRegistry).all'")
        let text = PreviewProviders.registration(type: type, views: views, file: path, identifier: identifier, registry: previewRegistry)
        var items = Array(Snippet.items(text))
        if let first = items.first { items[0] = first.with(\.leadingTrivia, .newlines(2)) }
        return items
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard let (text, what) = SelectorLiterals.replacement(node) else { return super.visit(node) }
        // A selector of a `responds(to:)` check made one call with the method it guards leaves no `Selector`.
        let respondsCall = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if node.macroName.text == "selector", !consumedResponds.contains(respondsCall?.id ?? node.id) { needsUIKit = true }
        record(node, what)
        return Snippet.expr(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let replacement = replacements[node.id] {
            return Snippet.expr(replacement).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        switch ObjCRuntimeNames.outcome(node, names: index.objcNames) {
        case .replaced(let text, let what)?:
            record(node, what)
            return Snippet.expr(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        case .refused(let reason)?:
            problem(node, reason)
        case nil:
            break
        }
        if EntryPoints.metatypeInitBase(node, requiredInits: index.requiredInits) != nil,
            let base = super.visit(node).as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            callsMetatypeFactory = true
            let text = MetatypeFactory.call(base: base.trimmedDescription, site: "\(path):\(line(node))")
            record(node, "'\(node.trimmedDescription)' → '\(text)': a metatype value's 'init()' needs a 'required init()' without the Objective-C runtime, so '\(MetatypeFactory.functionName)', added to the file, makes the set's classes that 'init()' constructs")
            return Snippet.expr(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        if let reason = EntryPoints.metatypeInitProblem(node, requiredInits: index.requiredInits) {
            problem(node, reason)
        }
        if RuntimeOnlyCalls.reason(node, declared: index.declaredFunctionKeys) != nil,
            let (method, what) = UserDefaultsKeyValueCoding.replacement(node) {
            record(node, what)
            let visited = super.visit(node)
            guard let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
            return wrappedIfChainRoot(node, ExprSyntax(UserDefaultsKeyValueCoding.renamed(call, to: method)))
        }
        if let reason = RuntimeOnlyCalls.reason(node, declared: index.declaredFunctionKeys) {
            problem(node, reason)
        }
        if RespondsShapes.respondsCall(node, index: index) != nil || isRespondsCall(node) {
            if !consumedResponds.contains(node.id) && !index.declaredFunctionKeys.contains("responds(to:)") {
                problem(node, """
                    'responds(to:)' cannot be answered without the Objective-C runtime: the tool ports it only as \
                    the condition of an 'if', 'guard' or '?:' whose guarded code starts by calling the method it \
                    asks about on the same receiver
                    """)
            }
        }
        var result = super.visit(node)
        if let match = OptionalCalls.match(node), let call = result.as(FunctionCallExprSyntax.self) {
            if let requirement = index.optionalRequirements[match.key] {
                result = ExprSyntax(OptionalCalls.withoutMarker(call))
                let owner = requirement.isUIKit ? " (UIKit's, which LayoutShotUIKit declares so)" : ""
                let how = OptionalCalls.otherErrors(node, throwsItself: requirement.throwsItself).possible
                    ? "through 'OptionalRequirementCall' (only 'not implemented' becomes \(match.marker == "?" ? "nil" : "a trap"); the errors it can throw of its own are thrown on)"
                    : "with 'try\(match.marker)'"
                record(node, "'\(match.marker)' after '\(FunctionKey.base(of: match.key))' removed; the call is made \(how), as the requirement throws where it is not implemented\(owner)")
            }
        }
        return wrappedIfChainRoot(node, result)
    }

    private func isRespondsCall(_ node: FunctionCallExprSyntax) -> Bool {
        node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "responds"
            && node.arguments.first?.label?.text == "to"
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax { wrappedIfChainRoot(node, super.visit(node)) }
    override func visit(_ node: SubscriptCallExprSyntax) -> ExprSyntax { wrappedIfChainRoot(node, super.visit(node)) }
    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax { wrappedIfChainRoot(node, super.visit(node)) }
    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax { wrappedIfChainRoot(node, super.visit(node)) }

    /// `try?`/`try!` around a chain that calls an optional requirement of the set.
    private func wrappedIfChainRoot(_ node: some ExprSyntaxProtocol, _ result: ExprSyntax) -> ExprSyntax {
        guard OptionalCalls.isChainRoot(node) else { return result }
        var markers: Set<Character> = []
        var throwsItself = false
        for link in OptionalCalls.links(of: ExprSyntax(node)) {
            guard let call = link.as(FunctionCallExprSyntax.self), replacements[call.id] == nil,
                let match = OptionalCalls.match(call), let requirement = index.optionalRequirements[match.key]
            else { continue }
            markers.insert(match.marker)
            throwsItself = throwsItself || requirement.throwsItself
        }
        guard let marker = markers.first else { return result }
        if markers.count > 1 {
            problem(node, "a chain that calls optional requirements both with '?' and with '!': split it so each call is made with 'try?' or 'try!'")
            return result
        }
        let errors = OptionalCalls.otherErrors(node, throwsItself: throwsItself)
        if errors.possible { needsUIKit = true }
        return OptionalCalls.wrap(result, marker: marker, original: node, otherErrors: errors)
    }

    // MARK: responds(to:) shapes

    override func visit(_ node: IfExprSyntax) -> ExprSyntax {
        for element in node.conditions {
            guard case .expression(let expr) = element.condition, let found = RespondsShapes.conjunction(expr, index: index),
                let first = node.body.statements.first
            else { continue }
            plan(found, condition: element, in: node.conditions, scope: first)
        }
        planFunctionValues(node.conditions, scope: node.body.statements.first.map(Syntax.init), visible: [Syntax(node.body)])
        return super.visit(node)
    }

    private func planGuardShapes(_ node: CodeBlockItemListSyntax) {
        let items = Array(node)
        for (position, item) in items.enumerated() {
            guard let guardStmt = item.item.as(GuardStmtSyntax.self), position + 1 < items.count else { continue }
            planFunctionValues(guardStmt.conditions, scope: Syntax(items[position + 1]), visible: items[(position + 1)...].map(Syntax.init))
            for element in guardStmt.conditions {
                guard case .expression(let expr) = element.condition, let found = RespondsShapes.conjunction(expr, index: index)
                else { continue }
                plan(found, condition: element, in: guardStmt.conditions, scope: items[position + 1])
            }
        }
    }

    private func plan(
        _ found: RespondsShapes.Conjunction, condition: ConditionElementSyntax, in conditions: ConditionElementListSyntax,
        scope: some SyntaxProtocol
    ) {
        let check = found.check
        guard let call = RespondsShapes.target(in: scope, for: check) else { return }
        // What iOS evaluates after the check: the `&&` terms after it, then the conditions after its own.
        let laterConditions = Array(conditions.drop { $0.id != condition.id }.dropFirst())
        var after = found.checkTerm + 1 < found.terms.count ? found.termSyntax[(found.checkTerm + 1)...].flatMap { $0 } : []
        after += laterConditions.map { Syntax($0.condition) }
        if let reason = CallHoisting.refusal(moving: call, outOf: scope) ?? CallHoisting.refusal(afterCheck: after) {
            consumedResponds.insert(check.call.id)
            problem(check.call, reason)
            return
        }
        resultCount += 1
        let name = "optionalResult\(resultCount)"
        var terms = found.terms
        terms.remove(at: found.checkTerm)
        let requirement = index.optionalRequirements[check.key]
        let keepsWhole = index.returnsOptional(requirement)
        let throwing = OptionalCalls.otherErrors(call, throwsItself: requirement?.throwsItself == true).possible
        if keepsWhole || throwing { needsUIKit = true }
        let binding = "let \(name) = " + RespondsShapes.callText(check, call: call, keepsWhole: keepsWhole, throwing: throwing)
        if let last = laterConditions.last {
            // The call comes after every condition iOS evaluates before it; the check itself has no effect.
            conditionReplacements[condition.id] = terms.joined(separator: ", ")
            appendedConditions[last.id] = binding
        } else {
            conditionReplacements[condition.id] = (terms + [binding]).joined(separator: ", ")
        }
        let returnsValue = index.optionalRequirements[check.key]?.returnsValue == true
        let standsAlone = call.parent?.is(CodeBlockItemSyntax.self) == true
        if returnsValue && !keepsWhole && RespondsShapes.givesOptional(call) && OptionalCalls.isChainRoot(call) {
            // `d?.f!(a)` is optional, and code goes on treating it so (`?? fallback`): the bound value stays one.
            replacements[call.id] = "Optional(\(name))"
        } else {
            replacements[call.id] = returnsValue || !standsAlone ? name : "_ = \(name)"
        }
        consumedResponds.insert(check.call.id)
        record(check.call, "'responds(to:)' and the call it guards made one call, its result bound to '\(name)': not implemented, it is nil")
    }

    /// Optional requirements bound as function values (`FunctionValueShapes`): the binding and the one call become
    /// one call, as for `responds(to:)`.
    private func planFunctionValues(_ conditions: ConditionElementListSyntax, scope: Syntax?, visible: [Syntax]) {
        for element in conditions {
            guard let binding = FunctionValueShapes.binding(element, index: index, visible: visible) else { continue }
            let isLast = element.id == conditions.last?.id
            switch FunctionValueShapes.outcome(binding, scope: isLast ? scope : nil, visible: visible) {
            case .refused(let reason):
                problem(element, reason)
            case .call(let call, let replacement):
                resultCount += 1
                let name = "optionalResult\(resultCount)"
                let requirement = binding.requirement
                let keepsWhole = index.returnsOptional(requirement)
                let throwing = OptionalCalls.otherErrors(call, throwsItself: requirement.throwsItself).possible
                if keepsWhole || throwing { needsUIKit = true }
                let check = FunctionValueShapes.check(binding, replacement: replacement)
                conditionReplacements[element.id] =
                    "let \(name) = " + RespondsShapes.callText(check, call: replacement, keepsWhole: keepsWhole, throwing: throwing)
                let standsAlone = call.parent?.is(CodeBlockItemSyntax.self) == true
                replacements[call.id] = requirement.returnsValue || !standsAlone ? name : "_ = \(name)"
                record(element, "'\(binding.name)', the optional requirement '\(requirement.key)' taken as a value, and its call made one call, its result bound to '\(name)': not implemented, it is nil")
            }
        }
    }

    override func visit(_ node: ConditionElementListSyntax) -> ConditionElementListSyntax {
        let rewritten = super.visit(node)
        guard node.contains(where: { conditionReplacements[$0.id] != nil || appendedConditions[$0.id] != nil }) else { return rewritten }
        var elements: [ConditionElementSyntax] = []
        for (original, element) in zip(node, rewritten) {
            var parsed = [element]
            if let text = conditionReplacements[original.id] {
                // A check that was the whole condition, its call moved after later conditions, leaves nothing.
                guard !text.isEmpty else { continue }
                parsed = Array(Snippet.conditions(text))
                parsed[0] = parsed[0].with(\.leadingTrivia, original.leadingTrivia)
                parsed[parsed.count - 1] = parsed[parsed.count - 1].with(\.trailingTrivia, []).with(\.trailingComma, original.trailingComma)
                    .with(\.trailingTrivia, original.trailingTrivia)
            }
            if let text = appendedConditions[original.id] {
                let trailing = parsed[parsed.count - 1].trailingTrivia
                parsed[parsed.count - 1] = parsed[parsed.count - 1].with(\.trailingTrivia, [])
                    .with(\.trailingComma, .commaToken(trailingTrivia: .space))
                parsed += Snippet.conditions(text).map { $0.trimmed.with(\.trailingTrivia, trailing) }
            }
            elements += parsed
        }
        return ConditionElementListSyntax(elements)
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let shape = TernaryShape.match(node, index: index)
        if let shape { consumedResponds.insert(shape.check.call.id) }
        let result = super.visit(node)
        guard let shape, let rewritten = result.as(SequenceExprSyntax.self) else { return result }
        record(shape.check.call, "'responds(to:) ? call : fallback' made one call with '?? fallback': not implemented, the fallback is used")
        let requirement = index.optionalRequirements[shape.check.key]
        let keepsWhole = index.returnsOptional(requirement)
        let throwing = OptionalCalls.otherErrors(shape.call, throwsItself: requirement?.throwsItself == true).possible
        if keepsWhole || throwing { needsUIKit = true }
        return Snippet.expr(TernaryShape.text(shape, rewritten: rewritten, keepsWhole: keepsWhole, throwing: throwing))
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

}
