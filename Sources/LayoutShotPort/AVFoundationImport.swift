import SwiftSyntax

/// `import AVFoundation` in a file that uses AVFoundation only for `AVMakeRect(aspectRatio:insideRect:)`, the
/// aspect-fit helper image layouts call, becomes `import LayoutShotUIKit`, which declares it. A file naming any
/// other `AV` name keeps the import, and the compiler names what Linux lacks.
enum AVFoundationImport {
    /// The AVFoundation names LayoutShotUIKit declares.
    static let declared: Set<String> = ["AVMakeRect"]

    /// The module `import AVFoundation` becomes in `file`, or nil where it stays.
    static func modules(for file: SourceFileSyntax) -> [String: String] {
        var namesAny = false
        for token in file.tokens(viewMode: .sourceAccurate) {
            // The module's own name in the import is not a use.
            guard case .identifier(let name) = token.tokenKind, isAVName(name), token.parent?.is(ImportPathComponentSyntax.self) != true
            else { continue }
            if !declared.contains(name) { return [:] }
            namesAny = true
        }
        return namesAny ? ["AVFoundation": "LayoutShotUIKit"] : [:]
    }

    /// `AV` followed by an upper-case letter: AVFoundation's prefix.
    private static func isAVName(_ name: String) -> Bool {
        let characters = Array(name)
        return characters.count > 2 && characters[0] == "A" && characters[1] == "V" && characters[2].isUppercase
    }
}
