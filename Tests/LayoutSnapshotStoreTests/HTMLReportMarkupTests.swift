import Foundation
import LayoutShotTestSupport
@testable import LayoutSnapshotStore
import Testing

/// No snapshot name adds markup to the report: the page is read back as a browser tokenizes it.
@Suite struct HTMLReportMarkupTests {
    @Test func hostileNamesStayInsideTheirAttributesAndText() throws {
        let names = MarkupCheck.hostileTexts.filter { !$0.contains("/") } + ["x\"\u{301} autofocus onfocus=alert(1) y=\"", "-rf"]
        let directory = try Fixture.temporaryDirectory()
        let results = names.enumerated().map { index, name in
            let reference = ReferenceFile(directory: directory, name: name, pathExtension: "png")
            let outcome: ReferenceOutcome = index.isMultiple(of: 2) ? .matched : .missing(path: reference.path)
            return SpecSnapshotResult(name: name, specPath: "\(name).json", specError: nil, checks: [.init(reference: reference, outcome: .success(outcome))])
        }
        let out = try Fixture.temporaryDirectory()
        let index = try HTMLReport.write(results, title: names[0], recordCommand: { $0.recordCommand(mode: .failed) }, to: out)
        let elements = MarkupCheck.htmlElements(try String(contentsOfFile: index, encoding: .utf8))
        let attributes = Set(elements.flatMap { $0.attributes.map(\.name) })
        #expect(!attributes.contains { $0.hasPrefix("on") || $0 == "autofocus" }, "\(attributes.sorted())")
        let read = Set(names.map { name in
            String(String.UnicodeScalarView(name.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" ? "\u{FFFD}" : $0 }))
        })
        let dataNames = elements.compactMap { $0["data-name"] }
        #expect(Set(dataNames) == read)
        #expect(elements.filter { $0.name == "script" }.count == 1)
    }
}
