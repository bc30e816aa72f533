import Foundation
import Testing

/// Legal Swift the tool's walks or swift-syntax's look-ahead cannot take is refused with its line, never a crash or a
/// hang: each case runs the binary, under a time bound.
@Suite struct DeepInputTests {
    static func port(_ text: String) throws -> PortRunner.Result {
        let root = try PortRunner.app(["A.swift": "import UIKit\n" + text + "\n"])
        let started = Date()
        let result = try PortRunner.run(["App", "--output", "Ported"], in: root)
        #expect(Date().timeIntervalSince(started) < 10)
        return result
    }

    @Test func aLongMemberChainIsRefused() throws {
        let result = try Self.port("let v = a" + String(repeating: ".b", count: 5000))
        #expect(result.status == 2)
        #expect(result.stderr.contains("App/A.swift:2: error: a chain of more than 500 member accesses"), "\(result.stderr)")
        // Within the limit it ports.
        #expect(try Self.port("let v = a" + String(repeating: ".b", count: 499)).status == 0)
    }

    @Test func aDeepGenericTypeIsRefused() throws {
        let type = String(repeating: "A<", count: 1000) + "Int" + String(repeating: ">", count: 1000)
        let result = try Self.port("struct A<T> {}\nlet v: \(type)? = nil")
        #expect(result.status == 2)
        #expect(result.stderr.contains("App/A.swift:3: error: brackets, parentheses, braces or generic arguments nest more than 100 deep"))
    }

    @Test func deepArrayLiteralsAreRefusedBeforeTheParserTakesSeconds() throws {
        let result = try Self.port("let v = " + String(repeating: "[", count: 24) + "1" + String(repeating: "]", count: 24))
        #expect(result.status == 2)
        #expect(result.stderr.contains("App/A.swift:2: error: square brackets nest more than 16 deep"))
        #expect(try Self.port("let v = " + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)).status == 0)
    }

    @Test func aCircularClassHierarchyIsRefused() throws {
        let result = try Self.port("class A: B {}\nclass B: A {}")
        #expect(result.status == 2)
        #expect(result.stderr.contains("class 'A' inherits from itself (A → B → A)"), "\(result.stderr)")
    }
}
