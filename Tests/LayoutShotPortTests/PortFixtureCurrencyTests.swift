import Foundation
import LayoutShotPort
import Testing

/// Tests/PortFixture/Ported, which the semantic tests compile, is exactly what the porter makes of
/// Tests/PortFixture/App today: a change to the porter that changes the fixture's output fails here until the
/// output is written again, so the semantic tests always run the current porter's code.
@Suite struct PortFixtureCurrencyTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PortFixture")

    static func swiftFiles(in folder: String) throws -> [String: String] {
        let url = fixture.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
        return try Dictionary(uniqueKeysWithValues: names.map {
            ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8))
        })
    }

    @Test func thePortedFixtureIsWhatThePorterWritesToday() throws {
        let app = try Self.swiftFiles(in: "App")
        let kept = try Self.swiftFiles(in: "Ported")
        let result = Porter.port(app.keys.sorted().map { PortSource(path: $0, text: app[$0]!) })
        #expect(result.problems.isEmpty)
        let regenerate = "write it again with `swift run layoutshot-port Tests/PortFixture/App --output Tests/PortFixture/Ported`"
        #expect(Set(kept.keys) == Set(app.keys), "Ported/ has other files than App/: \(regenerate)")
        for file in result.files {
            #expect(kept[file.path] == file.text, "Ported/\(file.path) is not what the porter writes today: \(regenerate)")
        }
    }
}
