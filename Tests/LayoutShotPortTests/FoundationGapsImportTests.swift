import Testing

/// `import LayoutShotFoundation` added to a file naming Foundation that Linux's lacks.
@Suite struct FoundationGapsImportTests {
    @Test func aListFormatterBringsTheImport() {
        let text = "// Attendees.\nimport Foundation\n\nlet names = ListFormatter.localizedString(byJoining: [\"A\", \"B\"])\n"
        let result = port(text)
        #expect(ported(result) == "// Attendees.\nimport LayoutShotFoundation\nimport Foundation\n\nlet names = ListFormatter.localizedString(byJoining: [\"A\", \"B\"])\n")
        #expect(result.rewrites.map(\.description) == [
            "A.swift:2: 'import LayoutShotFoundation' added: the file uses 'ListFormatter', which Linux's Foundation lacks and it declares there",
        ])
    }

    @Test func aLocalizedStringBringsTheImport() {
        let text = "import Foundation\nlet title = String(localized: \"Donut\", comment: \"A name.\")\n"
        #expect(ported(port(text)) == "import LayoutShotFoundation\nimport Foundation\nlet title = String(localized: \"Donut\", comment: \"A name.\")\n")
    }

    @Test func otherStringsAndLabelsDoNot() {
        let text = "import Foundation\nlet a = String(describing: 1)\nlet b = f(localized: true)\nlet localized = \"x\"\n"
        let result = port(text)
        #expect(ported(result) == text)
        #expect(result.rewrites.isEmpty)
    }

    @Test func aFileImportingItAlreadyIsLeftAlone() {
        let text = "import LayoutShotFoundation\nlet f = ListFormatter()\n"
        #expect(ported(port(text)) == text)
    }
}
