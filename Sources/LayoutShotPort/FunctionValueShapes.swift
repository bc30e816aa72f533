import SwiftSyntax

/// An optional requirement taken as a function value, `if let f = d?.m(_:x:) { f(a, b) }`: on iOS `d?.m` is nil
/// where the conformer does not implement the method, which nothing can tell without calling it. As with
/// `responds(to:)`, the shape where the guarded code starts by calling the bound function can: the binding and
/// the call become one `try?` call whose result is bound, `if let r = try? d?.m(a, x: b) { r }`, the same for
/// `guard` (the call in the next statement). Any other use of the bound function is refused.
enum FunctionValueShapes {
    /// A binding of an optional requirement: the bound name, the receiver, whether it is optional-chained, the
    /// requirement.
    struct Binding {
        var element: ConditionElementSyntax
        var name: String
        var receiver: String
        var optionalReceiver: Bool
        var requirement: OptionalRequirement
    }

    /// What becomes of a binding: the one call of the bound function, with the call that replaces binding and
    /// call (labelled as the requirement's), or why it cannot be ported.
    enum Outcome {
        case call(FunctionCallExprSyntax, replacement: FunctionCallExprSyntax)
        case refused(String)
    }

    /// The binding `element` is: `let f = d?.m(_:x:)`, `let f = d.m(_:x:)`, or `let f = d?.m` where the base name is
    /// one optional requirement's of the set and `f` is called in `visible`, the code that sees it. A bare name
    /// may be a property (`collectionView?.numberOfSections` is not UIKit's `numberOfSections(in:)`), so one
    /// that is never called, or that only UIKit's requirements have, is left alone.
    static func binding(_ element: ConditionElementSyntax, index: PortIndex, visible: [Syntax]) -> Binding? {
        guard case .optionalBinding(let binding) = element.condition,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let member = binding.initializer?.value.as(MemberAccessExprSyntax.self), var base = member.base
        else { return nil }
        let key = member.declName.argumentNames.map { names in
            "\(member.declName.baseName.text)(\(names.arguments.map { "\($0.name.text):" }.joined()))"
        } ?? member.declName.baseName.text
        guard let requirement = index.requirement(named: key) else { return nil }
        if member.declName.argumentNames == nil {
            guard !requirement.isUIKit, visible.contains(where: { calls(of: name, in: $0) }) else { return nil }
        }
        var optional = false
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            base = chained.expression
            optional = true
        }
        return Binding(element: element, name: name, receiver: base.trimmedDescription, optionalReceiver: optional, requirement: requirement)
    }

    /// The outcome for `binding` guarding `scope`, the statement that must call the bound function (nil where
    /// there is none, or later conditions come between), where `visible` is all the code that sees the name.
    static func outcome(_ binding: Binding, scope: Syntax?, visible: [Syntax]) -> Outcome {
        guard let scope else { return .refused(refusal(binding)) }
        let uses = visible.flatMap { references(to: binding.name, in: $0) }
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(scope)
        let calls = collector.calls.filter { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == binding.name
        }
        let labels = labels(of: binding.requirement.key)
        guard uses.count == 1, calls.count == 1, let call = calls.first, uses[0].id == call.calledExpression.id,
            call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, call.arguments.count == labels.count,
            collector.calls.allSatisfy({ $0.id == call.id || isInside($0, call) }),
            CallHoisting.refusal(moving: call, outOf: scope) == nil
        else { return .refused(refusal(binding)) }
        let arguments = zip(labels, call.arguments).map { label, argument in
            (label == "_" ? "" : "\(label): ") + argument.expression.trimmedDescription
        }
        let text = "\(binding.receiver)\(binding.optionalReceiver ? "?" : "").\(FunctionKey.base(of: binding.requirement.key))(\(arguments.joined(separator: ", ")))"
        guard let replacement = Snippet.expr(text).as(FunctionCallExprSyntax.self) else { return .refused(refusal(binding)) }
        return .call(call, replacement: replacement)
    }

    /// The check `responds(to:)` shapes use, for the same one call.
    static func check(_ binding: Binding, replacement: FunctionCallExprSyntax) -> RespondsShapes.Check {
        RespondsShapes.Check(
            call: replacement, receiver: binding.receiver, optionalReceiver: binding.optionalReceiver, key: binding.requirement.key)
    }

    /// Why the binding is refused, with the edit to make in the app's source: the call where the bound function is
    /// called, written as iOS takes it (`d?.m?(…)`), which runs the code before it also where the method is missing.
    private static func refusal(_ binding: Binding) -> String {
        let method = FunctionKey.base(of: binding.requirement.key)
        let receiver = binding.receiver + (binding.optionalReceiver ? "?" : "")
        return """
            '\(binding.name)' is the optional requirement '\(binding.requirement.key)' taken as a value, which is nil \
            where it is not implemented, so iOS runs the code it guards only where it is; nothing can tell that \
            without the Objective-C runtime but calling the method. The tool ports it only where the first statement \
            the binding guards calls '\(binding.name)' once and makes no other call. Where the code before that call \
            may also run where the method is not implemented, call the method where '\(binding.name)' is called \
            ('\(receiver).\(method)?(…)') and drop the binding
            """
    }

    /// The argument labels of a key: `["_", "x"]` of `m(_:x:)`.
    private static func labels(of key: String) -> [String] {
        key.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init).filter { $0 != ")" }
    }

    /// Whether `node` calls a function named `name`.
    private static func calls(of name: String, in node: Syntax) -> Bool {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.calls.contains { $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name }
    }

    private static func references(to name: String, in node: Syntax) -> [DeclReferenceExprSyntax] {
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == name && reference.argumentNames == nil ? [reference] : []
        }
        return node.children(viewMode: .sourceAccurate).flatMap { references(to: name, in: $0) }
    }

    private static func isInside(_ node: some SyntaxProtocol, _ ancestor: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.id == ancestor.id { return true }
            current = parent.parent
        }
        return false
    }
}
