import Foundation
import LayoutShotPort
import Testing

/// The tool's table of UIKit's optional methods follows LayoutShotUIKit: every method whose default there throws
/// `UnimplementedOptionalRequirement` is in the table with the same signature (the stubs the tool writes repeat
/// it), and its calls are ported to `try?`/`try!` as a library's optional requirements are.
struct UIKitOptionalMethodTests {
    static let root = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A throwing default in LayoutShotUIKit: its protocol, its signature (without `public`, spaces normalized)
    /// and the key it throws with.
    struct HostDefault: Hashable {
        var protocolName: String
        var signature: String
        var key: String
    }

    /// Every function of an `extension UI…` of one of LayoutShotUIKit's protocols, with whether it throws
    /// `UnimplementedOptionalRequirement` (a default that does not is an old, non-throwing one).
    static func hostExtensions() throws -> (defaults: [HostDefault], others: [String]) {
        let folder = root.appendingPathComponent("Sources/LayoutShotUIKit")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        let extensionPattern = try NSRegularExpression(
            pattern: #"^extension (UI\w*(?:Delegate|DataSource|Transitioning)\w*) \{$(.*?)^\}"#,
            options: [.anchorsMatchLines, .dotMatchesLineSeparators])
        let defaultPattern = try NSRegularExpression(
            pattern: #"public (func [^{]*?) \{\s*throw UnimplementedOptionalRequirement\("([^"]+)"\)"#)
        let protocolPattern = try NSRegularExpression(pattern: #"^public protocol (\w+)"#, options: [.anchorsMatchLines])
        let texts = try files.sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        let protocols = Set(texts.flatMap { _, text in
            protocolPattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
                .map { String(text[Range($0.range(at: 1), in: text)!]) }
        })
        var defaults: [HostDefault] = [], others: [String] = []
        for (file, text) in texts {
            for match in extensionPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range(at: 1), in: text)!])
                guard protocols.contains(name) else { continue }
                let body = String(text[Range(match.range(at: 2), in: text)!])
                let found = defaultPattern.matches(in: body, range: NSRange(body.startIndex..., in: body))
                for item in found {
                    defaults.append(HostDefault(
                        protocolName: name, signature: normalized(String(body[Range(item.range(at: 1), in: body)!])),
                        key: String(body[Range(item.range(at: 2), in: body)!])))
                }
                let functions = body.components(separatedBy: "func ").count - 1
                if functions != found.count { others.append("\(file): extension \(name)") }
            }
        }
        return (defaults, others)
    }

    /// The members of a class of LayoutShotUIKit (`file` under Sources/LayoutShotUIKit) that throw
    /// `UnimplementedOptionalRequirement`: each `signature key`, spaces normalized and `open` left out.
    static func classDefaults(in file: String) throws -> Set<String> {
        let text = try String(
            contentsOf: root.appendingPathComponent("Sources/LayoutShotUIKit").appendingPathComponent(file), encoding: .utf8)
        let memberPattern = try NSRegularExpression(
            pattern: #"open (func [^{]*?) \{\s*throw UnimplementedOptionalRequirement\("([^"]+)"\)"#)
        return Set(memberPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            normalized(String(text[Range(match.range(at: 1), in: text)!])) + " " + String(text[Range(match.range(at: 2), in: text)!])
        })
    }

    /// Spaces as one space, none inside parentheses' ends.
    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }

    @Test func everyOptionalMethodOfTheHostThrowsWhereNotImplemented() throws {
        let (defaults, others) = try Self.hostExtensions()
        #expect(defaults.count > 30)
        #expect(others.isEmpty, "extensions of UIKit's protocols with a default that does not throw")
    }

    @Test func theToolsTableIsTheHostsDefaults() throws {
        let (defaults, _) = try Self.hostExtensions()
        #expect(Set(defaults.map(\.key)) == UIKitOptionalMethods.keys)
        let host = Set(defaults.map { "\($0.protocolName): \($0.signature)" })
        for (name, _, methods) in UIKitOptionalMethods.protocols {
            for method in methods {
                #expect(host.contains("\(name): \(Self.normalized(method))"), "\(name): \(method)")
            }
        }
    }

    /// UICollectionViewController repeats every optional method of the protocols it adopts (and the scroll view
    /// delegate's, which its delegate protocol inherits) as a member, so that a subclass writes `override` as on iOS:
    /// the class, the protocols' defaults and the tool's table name the same methods, with the same signatures.
    @Test func theCollectionViewControllerRepeatsEveryOptionalMethod() throws {
        let adopted: Set = ["UICollectionViewDataSource", "UICollectionViewDelegate", "UIScrollViewDelegate"]
        let controller = try Self.classDefaults(in: "ViewControllers/UICollectionViewController.swift")
        let host = Set(try Self.hostExtensions().defaults.filter { adopted.contains($0.protocolName) }.map {
            "\($0.signature) \($0.key)"
        })
        #expect(controller.count > 15)
        #expect(controller.subtracting(host).isEmpty, "members without a protocol default: \(controller.subtracting(host).sorted())")
        #expect(host.subtracting(controller).isEmpty, "optional methods the class lacks: \(host.subtracting(controller).sorted())")
        let table = Set(UIKitOptionalMethods.protocols.filter { adopted.contains($0.name) }.flatMap { $0.methods.map(Self.normalized) })
        let signatures = Set(controller.map { String($0[..<$0.lastIndex(of: " ")!]) })
        #expect(signatures == table, "the tool's table and the class differ: \(signatures.symmetricDifference(table).sorted())")
    }

    @Test func everyUIKitOptionalMethodIsCalledWithTry() {
        for key in UIKitOptionalMethods.keys {
            let name = String(key.prefix { $0 != "(" })
            let labels = key.dropFirst(name.count + 1).dropLast().split(separator: ":").map(String.init)
            let arguments = labels.map { $0 == "_" ? "x" : "\($0): x" }.joined(separator: ", ")
            let text = "let r = d?.\(name)?(\(arguments))\nlet s = d!.\(name)!(\(arguments))\n"
            let result = Porter.port([PortSource(path: "A.swift", text: text)])
            #expect(result.problems.isEmpty)
            #expect(
                result.files.first?.text == "let r = try? d?.\(name)(\(arguments))\nlet s = try! d!.\(name)(\(arguments))\n",
                "\(key)")
        }
    }
}
