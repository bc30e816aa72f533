import SwiftSyntax

/// Constructs only Apple's UIKit and its Objective-C runtime give a meaning to: the app's entry point, which a
/// snapshot never runs (dropped), and an instance made through a metatype value, which needs a `required init`
/// (`init()` made by ``MetatypeFactory``; other labels refused, unless the set declares a `required init` of them).
enum EntryPoints {
    /// The entry-point attribute of `decl` to drop: `@UIApplicationMain`, or `@main` on an application delegate.
    static func entryAttribute(_ decl: ClassDeclSyntax) -> String? {
        if decl.hasAttribute("UIApplicationMain") { return "UIApplicationMain" }
        let inherited = decl.inheritanceClause?.names ?? []
        if decl.hasAttribute("main"), inherited.contains(where: { $0 == "UIApplicationDelegate" || $0.hasSuffix(".UIApplicationDelegate") }) {
            return "main"
        }
        return nil
    }

    /// The class without the attribute named `name`, its leading trivia kept.
    static func removing(_ name: String, from decl: ClassDeclSyntax) -> ClassDeclSyntax {
        let leading = decl.leadingTrivia
        var attributes: [AttributeListSyntax.Element] = []
        for element in decl.attributes {
            guard element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name else {
                attributes.append(element)
                continue
            }
            if let last = attributes.last { attributes[attributes.count - 1] = last.with(\.trailingTrivia, element.trailingTrivia) }
        }
        var result = decl
        result.attributes = AttributeListSyntax(attributes)
        return result.with(\.leadingTrivia, leading)
    }

    /// The metatype value of `value.init()`, when the set declares no `required init()` that would let it compile
    /// as written: ``MetatypeFactory`` makes the instance.
    static func metatypeInitBase(_ call: FunctionCallExprSyntax, requiredInits: Set<String>) -> ExprSyntax? {
        guard let base = metatypeInitValue(call), FunctionKey.of(base: "init", call: call) == "init()",
            !requiredInits.contains("init()")
        else { return nil }
        return base
    }

    /// Why `call` cannot be ported: `value.init(…)` with arguments on a metatype value, with no `required init`
    /// of those labels in the set.
    static func metatypeInitProblem(_ call: FunctionCallExprSyntax, requiredInits: Set<String>) -> String? {
        guard metatypeInitValue(call) != nil else { return nil }
        let key = FunctionKey.of(base: "init", call: call)
        guard key != "init()", !requiredInits.contains(key) else { return nil }
        return """
            '\(call.trimmedDescription)' makes an instance through a metatype value, which needs a 'required \(key)': \
            UIKit's classes have one through the Objective-C runtime, and LayoutShotUIKit's cannot without breaking \
            subclasses that declare other initializers (the tool ports only 'init()' this way); pass a closure that \
            makes the instance ('let make: () -> UIViewController = { DetailViewController(name: name) }') or switch \
            over the types it can be
            """
    }

    private static func metatypeInitValue(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base, isValue(base)
        else { return nil }
        return base
    }

    /// Whether `expr` is a value (a variable holding a metatype, `type(of: x)`) rather than a type's name.
    private static func isValue(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name != "Self" && name != "self" && name.first?.isLowercase == true
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            return name != "self" && name != "Type" && name.first?.isLowercase == true
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type"
        }
        return false
    }
}
