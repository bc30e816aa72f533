import SwiftSyntax

/// A file naming Foundation that Linux's Foundation lacks (`ListFormatter`, `String(localized:…)`) gets
/// `import LayoutShotFoundation`, which declares it there (and nothing on Apple platforms): a file importing only
/// Foundation would not see it through LayoutShotSwiftUI.
enum FoundationGapsImport {
    /// The module added.
    static let module = "LayoutShotFoundation"

    /// The name the file uses that LayoutShotFoundation declares, or nil.
    static func name(in file: SourceFileSyntax) -> String? {
        var previous: [TokenKind] = []
        for token in file.tokens(viewMode: .sourceAccurate) {
            if token.parent?.is(ImportPathComponentSyntax.self) == true, token.tokenKind == .identifier(module) { return nil }
            if token.tokenKind == .identifier("ListFormatter") { return "ListFormatter" }
            // `String(localized:`: the three tokens before the colon.
            if token.tokenKind == .colon, previous.suffix(3) == [.identifier("String"), .leftParen, .identifier("localized")] {
                return "String(localized:)"
            }
            previous.append(token.tokenKind)
        }
        return nil
    }
}
