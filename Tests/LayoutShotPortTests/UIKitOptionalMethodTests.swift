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
        let extensionPattern = try NSRegularExpression(pattern: #"^extension (UI\w*(Delegate|DataSource)\w*) \{$(.*?)^\}"#, options: [.anchorsMatchLines, .dotMatchesLineSeparators])
        let functionPattern = try NSRegularExpression(pattern: #"func (\w+)\(([^)]*)\)"#)
        var keys: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for body in extensionPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let block = String(text[Range(body.range(at: 3), in: text)!])
                for function in functionPattern.matches(in: block, range: NSRange(block.startIndex..., in: block)) {
                    let name = String(block[Range(function.range(at: 1), in: block)!])
                    let parameters = String(block[Range(function.range(at: 2), in: block)!])
                    let labels = parameters.split(separator: ",").compactMap { $0.split(separator: ":").first?.split(separator: " ").first }
                    keys.append(name + "(" + labels.map { $0 + ":" }.joined() + ")")
                }
            }
        }
        return keys
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
