import SwiftSyntax

/// `#selector(Type.method(_:))` and `#keyPath(Type.property)` need the Objective-C runtime. Without it a selector
/// is LayoutShotUIKit's `Selector` value, named as `#selector` spells the method; a key path is its string.
enum SelectorLiterals {
    /// `Selector("method(_:)")` for `#selector(…)`, `"property"` for `#keyPath(…)`, or nil for other macros.
    static func replacement(_ node: MacroExpansionExprSyntax) -> (text: String, what: String)? {
        switch node.macroName.text {
        case "selector":
            guard let name = selectorName(node) else { return nil }
            return ("Selector(\"\(name)\")", "'\(node.trimmedDescription)' → 'Selector(\"\(name)\")'")
        case "keyPath":
            guard let argument = node.arguments.first?.expression else { return nil }
            var components = argument.trimmedDescription.split(separator: ".").map(String.init)
            // The type and the types it is nested in (`Outer.Inner.prop`): the string is the path after them.
            while components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
            let path = components.joined(separator: ".")
            return ("\"\(path)\"", "'\(node.trimmedDescription)' → '\"\(path)\"'")
        default:
            return nil
        }
    }

    /// The method's name: `handlePan(_:)`; for `getter:`/`setter:` the property's name and its setter's.
    private static func selectorName(_ node: MacroExpansionExprSyntax) -> String? {
        guard let argument = node.arguments.first else { return nil }
        let property = argument.expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        switch argument.label?.text {
        case "getter"?: return property
        case "setter"?: return "set" + property.prefix(1).uppercased() + property.dropFirst() + "(_:)"
        default: return FunctionKey.of(selector: node)
        }
    }
}
