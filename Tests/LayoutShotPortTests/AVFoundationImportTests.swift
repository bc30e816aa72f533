import Testing

@Suite struct AVFoundationImportTests {
    @Test func anAVFoundationImportForAVMakeRectAloneBecomesLayoutShotUIKit() {
        let text = "import UIKit\nimport AVFoundation\n\nlet r = AVMakeRect(aspectRatio: size, insideRect: bounds)\n"
        let result = port(text)
        // The second import of LayoutShotUIKit goes, as for CoreGraphics after UIKit.
        #expect(ported(result) == "import LayoutShotUIKit\n\nlet r = AVMakeRect(aspectRatio: size, insideRect: bounds)\n")
        #expect(result.rewrites.map(\.description).contains("A.swift:2: 'import AVFoundation' → 'import LayoutShotUIKit'"))
        #expect(result.problems.isEmpty)
    }

    @Test func anAVFoundationImportAloneForAVMakeRectImportsLayoutShotUIKit() {
        let text = "import AVFoundation\nlet r = AVMakeRect(aspectRatio: size, insideRect: bounds)\n"
        #expect(ported(port(text)) == "import LayoutShotUIKit\nlet r = AVMakeRect(aspectRatio: size, insideRect: bounds)\n")
    }

    @Test func aFileUsingMoreOfAVFoundationKeepsTheImport() {
        let text = "import UIKit\nimport AVFoundation\nlet r = AVMakeRect(aspectRatio: s, insideRect: b)\nlet p = AVPlayer()\n"
        #expect(ported(port(text)) == "import LayoutShotUIKit\nimport AVFoundation\nlet r = AVMakeRect(aspectRatio: s, insideRect: b)\nlet p = AVPlayer()\n")
    }

    @Test func aFileNamingNothingOfAVFoundationKeepsTheImport() {
        #expect(ported(port("import AVFoundation\nlet x = 1\n")) == "import AVFoundation\nlet x = 1\n")
    }
}
