import SwiftSyntax

/// The target's registry of previews: one file, `<name>.swift`, declaring `enum <name>` with `static let all`,
/// every preview of the ported files in file order. Each file holds its previews as static members of the enum
/// (extensions where the previews were written), so no state is shared and nothing registers itself at run time.
enum PreviewRegistry {
    /// The enum's name unless the tool is told another (two ported folders of one target need two).
    static let defaultName = "LayoutShotPreviews"

    /// One member of the registry: its identifier, and the `#if` condition around the preview (`nil`: none).
    struct Entry: Equatable {
        var identifier: String
        var condition: String?
        /// Its place among the file's members, from 1 (the rewriter meets nested `#if` blocks first).
        var ordinal: Int
    }

    /// A preview declaration's registry member (`ordinal`, from 1) and its first preview's index in the file.
    struct Claim: Equatable {
        var ordinal: Int
        var index: Int
    }

    /// The claim of every `#Preview` with a body and every `PreviewProvider` at the file's top level (in `#if`
    /// blocks too, but not Apple-only ones, which stay as written), in source order.
    static func claims(in tree: SourceFileSyntax) -> [SyntaxIdentifier: Claim] {
        var claims: [SyntaxIdentifier: Claim] = [:]
        var index = 1
        for item in topLevelItems(tree.statements) {
            let count: Int
            if PreviewMacros.isPreview(item) {
                guard PreviewMacros.hasBody(item) else { continue }
                count = 1
            } else if let decl = item.item.as(DeclSyntax.self), PreviewProviders.providerName(decl) != nil,
                let views = PreviewProviders.views(of: decl)
            {
                count = max(1, views.count)
            } else {
                continue
            }
            claims[item.id] = Claim(ordinal: claims.count + 1, index: index)
            index += count
        }
        return claims
    }

    private static func topLevelItems(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        list.flatMap { item -> [CodeBlockItemSyntax] in
            guard let config = item.item.as(IfConfigDeclSyntax.self) else { return [item] }
            return config.clauses.flatMap { clause -> [CodeBlockItemSyntax] in
                guard !ApplePlatformCondition.isAppleOnly(clause), case .statements(let statements)? = clause.elements else { return [] }
                return topLevelItems(statements)
            }
        }
    }

    /// The registry's file, listing `entries` in the order given.
    static func file(named name: String, entries: [Entry]) -> String {
        var lines = [
            "// Written by layoutshot-port: the previews of the ported files, in the order of their files and lines.",
            "import LayoutShotSwiftUI",
            "",
            "/// Every preview of the ported files, each a `LayoutShotPreview` (file, line, name, traits, view).",
            "enum \(name) {",
            "    /// Every preview, in the order of their files and lines.",
            "    static let all: [LayoutShotPreview] = {",
            "        var all: [LayoutShotPreview] = []",
        ]
        for entry in entries {
            if let condition = entry.condition { lines.append("        #if \(condition)") }
            lines.append("        all += \(name).\(entry.identifier)")
            if entry.condition != nil { lines.append("        #endif") }
        }
        lines += ["        return all", "    }()", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `LayoutShotPreview(…) { body }` as Swift.
    static func preview(name: String, file: String, line: Int, index: Int, traits: [String], body: String) -> String {
        "LayoutShotPreview(\(name), file: \(literal(file)), line: \(line), index: \(index), traits: [\(traits.joined(separator: ", "))]) \(body)"
    }

    /// The identifier of a file's `ordinal`th registry member: `Views/Card View.swift`, 2 → `Views_Card_View_swift_2`.
    static func identifier(file: String, ordinal: Int) -> String {
        let kept = String(file.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return "preview_\(kept)_\(ordinal)"
    }

    /// The `#if` condition that holds where the top-level `node` is, written out (`(DEBUG) && !(TESTING)`), `nil`
    /// outside any `#if`.
    static func condition(of node: some SyntaxProtocol) -> String? {
        var parts: [String] = []
        var current = node.parent
        while let node = current {
            if let clause = node.as(IfConfigClauseSyntax.self), let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                var clauseParts: [String] = []
                for other in decl.clauses {
                    if other.id == clause.id { break }
                    if let condition = other.condition { clauseParts.append("!(\(condition.trimmedDescription))") }
                }
                if let condition = clause.condition { clauseParts.append("(\(condition.trimmedDescription))") }
                parts.insert(contentsOf: clauseParts, at: 0)
            }
            current = node.parent
        }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.flatMap { $0 == "\\" || $0 == "\"" ? "\\\($0)" : "\($0)" } + "\""
    }
}
