import SwiftSyntax

/// The throwing stubs ``WitnessStubPlan`` adds to a conforming class, and the `override` its subclasses' methods
/// get.
enum OptionalRequirementStubs {
    /// The stubs' text, as members of the class `info`.
    static func stubs(_ requirements: [OptionalRequirement], for info: ClassInfo) -> String {
        let access: String? = info.isOpen ? "open" : (info.isPublic ? "public" : nil)
        return "\n" + requirements.map {
            OptionalRequirementDecl.defaultImplementation($0, access: access, indent: "    ")
        }.joined(separator: "\n\n")
    }

    /// The method with `override` before `func`.
    static func addingOverride(to decl: FunctionDeclSyntax) -> FunctionDeclSyntax {
        let leading = decl.leadingTrivia
        var result = decl.with(\.leadingTrivia, [])
        let modifier = DeclModifierSyntax(name: .keyword(.override, trailingTrivia: .space))
        result.modifiers = DeclModifierListSyntax(Array(result.modifiers) + [modifier])
        if result.attributes.isEmpty && decl.modifiers.isEmpty {
            result.funcKeyword = result.funcKeyword.with(\.leadingTrivia, [])
        }
        return result.with(\.leadingTrivia, leading)
    }
}
