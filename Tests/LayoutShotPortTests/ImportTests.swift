import Testing

@Suite struct ImportTests {
    @Test func appleModulesBecomeLayoutShotModules() {
        let result = port("import UIKit\nimport Foundation\nimport SwiftUI\n")
        #expect(ported(result) == "import LayoutShotUIKit\nimport Foundation\nimport LayoutShotSwiftUI\n")
        #expect(result.problems.isEmpty)
        #expect(result.rewrites.map(\.description) == [
            "A.swift:1: 'import UIKit' → 'import LayoutShotUIKit'",
            "A.swift:3: 'import SwiftUI' → 'import LayoutShotSwiftUI'",
        ])
    }

    @Test func aSecondModuleOfLayoutShotUIKitIsNotImportedTwice() {
        let result = port("import UIKit\nimport CoreGraphics\nimport QuartzCore\n\nlet x = 1\n")
        #expect(ported(result) == "import LayoutShotUIKit\n\nlet x = 1\n")
    }

    @Test func aSubmoduleImportsTheWholeModule() {
        #expect(ported(port("import UIKit.UIGestureRecognizerSubclass\n")) == "import LayoutShotUIKit\n")
    }

    @Test func aConditionalImportGetsAnElse() {
        let text = "#if canImport(UIKit)\nimport UIKit\n#endif\n\nclass A {}\n"
        #expect(ported(port(text)) == "#if canImport(UIKit)\nimport UIKit\n#else\nimport LayoutShotUIKit\n#endif\n\nclass A {}\n")
    }

    @Test func appleOnlyClausesAreLeftAlone() {
        let text = "import UIKit\n#if os(iOS)\n@objc class A: NSObject { @objc func f() {} }\n#else\n@objc class B {}\n#endif\n"
        #expect(ported(port(text)) == "import LayoutShotUIKit\n#if os(iOS)\n@objc class A: NSObject { @objc func f() {} }\n#else\nclass B {}\n#endif\n")
    }

    @Test func previewBlocksAreRemoved() {
        let text = "import SwiftUI\n\nstruct V {}\n\n#Preview(\"V\") {\n    V()\n}\n"
        let result = port(text)
        #expect(ported(result) == "import LayoutShotSwiftUI\n\nstruct V {}\n")
        #expect(result.rewrites.contains { $0.line == 5 && $0.message.contains("#Preview") })
    }
}
