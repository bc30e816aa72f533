import Foundation
import LayoutShotPort
import Testing

/// The tool's list of UIKit's optional methods follows LayoutShotUIKit: every method a UIKit protocol's extension
/// there gives a default is ported as a plain call, so a method added to the host is not left behind in the tool.
struct UIKitOptionalMethodTests {
    static let root = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `name(label:label:)` of every method in an `extension UI…Delegate…` or `…DataSource…` of LayoutShotUIKit.
    static func defaultedMethods() throws -> [String] {
        let folder = root.appendingPathComponent("Sources/LayoutShotUIKit")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        let extensionPattern = try NSRegularExpression(
            pattern: #"^extension UI\w*(Delegate|DataSource)\w* \{$(.*?)^\}"#, options: [.anchorsMatchLines, .dotMatchesLineSeparators])
        var keys: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for body in extensionPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                keys += functionKeys(in: String(text[Range(body.range(at: 2), in: text)!]))
            }
        }
        return keys
    }

    /// The keys of the functions declared in `block`: each parameter list read to its matching parenthesis, so
    /// declarations over several lines and closure types count as Swift reads them.
    static func functionKeys(in block: String) -> [String] {
        var keys: [String] = []
        var rest = Substring(block)
        while let found = rest.range(of: "func ") {
            let afterFunc = rest[found.upperBound...]
            let name = afterFunc.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            var index = afterFunc.index(afterFunc.startIndex, offsetBy: name.count)
            guard index < afterFunc.endIndex, afterFunc[index] == "(" else { rest = afterFunc; continue }
            var depth = 0, parameters: [String] = [], current = ""
            while index < afterFunc.endIndex {
                let character = afterFunc[index]
                if character == "(" || character == "[" || character == "<" { depth += 1 }
                if character == ")" || character == "]" || (character == ">" && afterFunc[afterFunc.index(before: index)] != "-") { depth -= 1 }
                if depth == 0 { break }
                if character == "," && depth == 1 { parameters.append(current); current = "" } else if depth > 1 || character != "(" { current.append(character) }
                index = afterFunc.index(after: index)
            }
            parameters.append(current)
            let labels = parameters.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
                .map { String($0.prefix { !$0.isWhitespace && $0 != ":" }) }
            keys.append(name + "(" + labels.map { $0 + ":" }.joined() + ")")
            rest = afterFunc[index...]
        }
        return keys
    }

    @Test func functionKeysReadDeclarationsOverSeveralLines() {
        let block = "func a(\n    _ x: Int,\n    using y: (Int) -> Void\n) {}\nfunc b() {}\nfunc c(z: [Int: String]) {}\n"
        #expect(Self.functionKeys(in: block) == ["a(_:using:)", "b()", "c(z:)"])
    }

    @Test func everyDefaultedUIKitMethodLosesItsQuestionMark() throws {
        let keys = try Self.defaultedMethods()
        #expect(keys.count > 20)
        for key in Set(keys) {
            let name = String(key.prefix { $0 != "(" })
            let labels = key.dropFirst(name.count + 1).dropLast().split(separator: ":").map(String.init)
            let arguments = labels.map { $0 == "_" ? "x" : "\($0): x" }.joined(separator: ", ")
            let result = Porter.port([PortSource(path: "A.swift", text: "let r = d?.\(name)?(\(arguments))\n")])
            #expect(result.files.first?.text == "let r = d?.\(name)(\(arguments))\n", "\(key)")
        }
    }
}
