import SwiftSyntax

/// An initializer a class of the set declares, as far as it decides whether `Class()` compiles.
struct InitializerInfo: Equatable {
    /// `init(nibName:bundle:)`, `init(coder:)`, `init()`.
    var key: String
    /// Whether it is a `convenience` initializer.
    var isConvenience: Bool
    /// Whether it is `required`.
    var isRequired: Bool
    /// Whether `Class()` calls it: no parameter without a default, neither failable, throwing nor async.
    var takesNoArguments: Bool

    /// The initializer `decl` declares.
    init(_ decl: InitializerDeclSyntax) {
        let parameters = decl.signature.parameterClause.parameters
        key = "init(\(parameters.map { "\($0.firstName.text):" }.joined()))"
        isConvenience = decl.hasModifier("convenience")
        isRequired = decl.hasModifier("required")
        takesNoArguments = parameters.allSatisfy { $0.defaultValue != nil } && decl.optionalMark == nil
            && decl.signature.effectSpecifiers == nil
    }
}
