import SwiftSyntax

/// `import UIKit`, `import CoreGraphics`, `import QuartzCore` → `import LayoutShotUIKit`; `import SwiftUI` →
/// `import LayoutShotSwiftUI`; `import CoreLocation` → `import LayoutShotCoreLocation` and `import UniformTypeIdentifiers`
/// → `import LayoutShotUniformTypeIdentifiers`, whose values (a coordinate, a type identifier) models hold: the
/// modules that give the same names on Linux.
enum ImportRewrites {
    /// The module each Apple module becomes.
    static let modules: [String: String] = [
        "UIKit": "LayoutShotUIKit", "CoreGraphics": "LayoutShotUIKit", "QuartzCore": "LayoutShotUIKit",
        "SwiftUI": "LayoutShotSwiftUI",
        "CoreLocation": "LayoutShotCoreLocation", "UniformTypeIdentifiers": "LayoutShotUniformTypeIdentifiers",
    ]

    /// The rewritten import, with the module it named and the one it names now; `also` maps more modules, for
    /// this file only.
    static func rewrite(_ node: ImportDeclSyntax, also: [String: String] = [:]) -> (ImportDeclSyntax, String, String)? {
        guard let first = node.path.first, let module = modules[first.name.text] ?? also[first.name.text] else { return nil }
        var components = Array(node.path)
        components[0] = first.with(\.name, .identifier(module, leadingTrivia: first.name.leadingTrivia, trailingTrivia: first.name.trailingTrivia))
        if node.importKindSpecifier == nil {
            components = [components[0].with(\.trailingPeriod, nil).with(\.trailingTrivia, node.path.last!.trailingTrivia)]
        }
        let from = node.path.trimmedDescription
        return (node.with(\.path, ImportPathComponentListSyntax(components)), from, module)
    }

    /// `#if canImport(UIKit)` / `import UIKit` / `#endif` with no `#else`: on Linux it imports nothing, so an
    /// `#else` with `import LayoutShotUIKit` is added.
    static func addingElse(to node: IfConfigDeclSyntax) -> IfConfigDeclSyntax? {
        guard node.clauses.count == 1, let clause = node.clauses.first, ApplePlatformCondition.isAppleOnly(clause),
            case .statements(let statements)? = clause.elements, !statements.isEmpty,
            statements.allSatisfy({ item in
                guard let decl = item.item.as(ImportDeclSyntax.self), let name = decl.path.first?.name.text else { return false }
                return modules[name] == "LayoutShotUIKit"
            })
        else { return nil }
        let text = node.trimmedDescription
        guard text.hasSuffix("#endif") else { return nil }
        let indent = String(statements.first!.leadingTrivia.description.reversed().prefix { $0 == " " })
        let added = String(text.dropLast("#endif".count)) + "#else\n\(indent)import LayoutShotUIKit\n#endif"
        guard let parsed = Snippet.items(added).first?.item.as(IfConfigDeclSyntax.self) else { return nil }
        return parsed.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The file with `import LayoutShotUIKit` first, after its leading comments.
    static func addingUIKitImport(to file: SourceFileSyntax) -> SourceFileSyntax {
        addingImport(of: "LayoutShotUIKit", to: file)
    }

    /// The file with `import module` first, after its leading comments.
    static func addingImport(of module: String, to file: SourceFileSyntax) -> SourceFileSyntax {
        let leading = file.leadingTrivia
        var statements = Array(file.statements)
        let importItem = Snippet.items("import \(module)\n").first!.with(\.leadingTrivia, leading)
        if !statements.isEmpty {
            statements[0] = statements[0].with(\.leadingTrivia, .newline)
        }
        return file.with(\.statements, CodeBlockItemListSyntax([importItem] + statements))
    }
}
