import SwiftSyntax

extension SyntaxProtocol {
    /// The qualified name of the type declarations around this node, `Outer.Inner`, or the extended type's name.
    var enclosingTypeNames: [String] {
        var names: [String] = []
        var current = parent
        while let node = current {
            if let decl = node.as(ClassDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            if let decl = node.as(StructDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            if let decl = node.as(EnumDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            if let decl = node.as(ExtensionDeclSyntax.self) { names.insert(decl.extendedType.trimmedDescription, at: 0) }
            current = node.parent
        }
        return names
    }

    /// Whether this node is inside an `#if` clause that is only active on Apple platforms.
    var isInAppleOnlyClause: Bool {
        var current = parent
        while let node = current {
            if let clause = node.as(IfConfigClauseSyntax.self), ApplePlatformCondition.isAppleOnly(clause) { return true }
            current = node.parent
        }
        return false
    }

    /// Whether this node is inside an `#if` clause at all.
    var isInIfConfig: Bool {
        var current = parent
        while let node = current {
            if node.is(IfConfigClauseSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}

extension WithModifiersSyntax {
    /// Whether the modifiers include `name` (`override`, `private`, ...).
    func hasModifier(_ name: String) -> Bool {
        modifiers.contains { $0.name.text == name }
    }
}

extension WithAttributesSyntax {
    /// Whether the attributes include `@name`.
    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
        }
    }
}

extension InheritanceClauseSyntax {
    /// The inherited type names as written.
    var names: [String] { inheritedTypes.map { $0.type.trimmedDescription } }
}
