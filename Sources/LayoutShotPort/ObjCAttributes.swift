import SwiftSyntax

/// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, the Interface Builder attributes and `dynamic`: they ask
/// for the Objective-C runtime, which Swift on Linux does not have, and mean nothing to a layout without it.
enum ObjCAttributes {
    /// The attribute names removed.
    static let dropped: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBInspectable", "IBDesignable", "IBAction", "IBSegueAction",
        "GKInspectable",
    ]

    /// What `strip` removed: its name (`@objc`, `dynamic`) and where it was among the attributes or modifiers.
    enum Removed {
        case attribute(String, index: Int)
        case modifier(String, index: Int)
    }

    /// The declaration without those attributes and modifiers, its leading trivia (comments, indentation) kept,
    /// and what was removed.
    static func strip<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D) -> (D, [Removed]) {
        var removed: [Removed] = []
        var attributes: [AttributeListSyntax.Element] = []
        for (index, element) in decl.attributes.enumerated() {
            let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
            guard dropped.contains(name) else {
                attributes.append(element)
                continue
            }
            removed.append(.attribute("@" + name, index: index))
            // The attribute before a removed one ends as the removed one did (no space left before a newline).
            if let last = attributes.last { attributes[attributes.count - 1] = last.with(\.trailingTrivia, element.trailingTrivia) }
        }
        var modifiers: [DeclModifierSyntax] = []
        for (index, modifier) in decl.modifiers.enumerated() {
            guard modifier.name.text == "dynamic" else {
                modifiers.append(modifier)
                continue
            }
            removed.append(.modifier("dynamic", index: index))
        }
        guard !removed.isEmpty else { return (decl, []) }
        let leading = decl.leadingTrivia
        var result = decl
        result.attributes = AttributeListSyntax(attributes)
        result.modifiers = DeclModifierListSyntax(modifiers)
        return (result.with(\.leadingTrivia, leading), removed)
    }
}
