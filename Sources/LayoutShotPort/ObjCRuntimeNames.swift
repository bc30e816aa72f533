import SwiftSyntax

/// `@objc(Name)` gives a class the name the Objective-C runtime knows it by, which `NSClassFromString("Name")` and
/// `NSStringFromClass(C.self)` use. The attribute goes with the runtime, so those calls are ported to the class
/// itself and to the name as a string; a name not written as a literal cannot be matched and is refused.
enum ObjCRuntimeNames {
    /// The runtime name an `@objc(Name)` attribute gives, if it gives one.
    static func name(of decl: some WithAttributesSyntax) -> String? {
        for element in decl.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                case .objCName(let pieces)? = attribute.arguments
            else { continue }
            return pieces.map { $0.name?.text ?? "" }.joined()
        }
        return nil
    }

    /// What a call becomes, or why it is refused, given the set's runtime names (runtime name → qualified class).
    enum Outcome {
        case replaced(String, String)
        case refused(String)
    }

    static func outcome(_ call: FunctionCallExprSyntax, names: [String: String]) -> Outcome? {
        guard !names.isEmpty, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.count == 1, let argument = call.arguments.first?.expression
        else { return nil }
        switch callee {
        case "NSClassFromString":
            guard let literal = stringLiteral(argument) else {
                return .refused("""
                    'NSClassFromString' with a name that is not a literal, in a set whose classes have '@objc(…)' \
                    names: without the Objective-C runtime the names are gone; look the class up in a dictionary of \
                    your own ('[\"Name\": Name.self]')
                    """)
            }
            guard let type = names[literal] else { return nil }
            return .replaced("(\(type).self as AnyClass?)", "'NSClassFromString(\"\(literal)\")' → '\(type).self': '@objc(\(literal))' named it, and goes with the runtime")
        case "NSStringFromClass":
            guard let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base?.trimmedDescription,
                let (name, _) = names.first(where: { $0.value == base || $0.value.hasSuffix("." + base) })
            else { return nil }
            return .replaced("\"\(name)\"", "'NSStringFromClass(\(base).self)' → '\"\(name)\"': the name '@objc(\(name))' gave it")
        default:
            return nil
        }
    }

    private static func stringLiteral(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }
}
