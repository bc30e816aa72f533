import SwiftSyntax

/// A class of the input set: what it inherits and which methods it and its extensions declare.
struct ClassInfo {
    /// The qualified name, `Outer.Inner` for a nested class.
    var name: String
    /// The file that declares it.
    var file: Int
    /// The names in its inheritance clause; the first may be its superclass.
    var inherited: [String]
    /// Protocols named by extensions of the class.
    var extensionConformances: [String] = []
    /// Keys of the methods declared in the class body, with the declarations.
    var bodyMethods: [String: FunctionDeclSyntax] = [:]
    /// The methods declared in its extensions, by key, with the file that declares each.
    var extensionMethods: [String: (file: Int, decl: FunctionDeclSyntax)] = [:]
    /// Whether the class is `open`.
    var isOpen: Bool
    /// Whether the class is `public` or `open`.
    var isPublic: Bool
    /// The initializers its body declares.
    var initializers: [InitializerInfo] = []
    /// Whether code anywhere in the module can name it: not generic, not private, not local, nor inside such a type.
    var isNameable = false
}
