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

    @Test func valueFrameworksBecomeTheirLookAlikes() {
        let result = port("import CoreLocation\nimport UniformTypeIdentifiers\nimport SwiftUI\n")
        #expect(ported(result) == "import LayoutShotCoreLocation\nimport LayoutShotUniformTypeIdentifiers\nimport LayoutShotSwiftUI\n")
        #expect(result.problems.isEmpty)
        #expect(result.rewrites.map(\.description) == [
            "A.swift:1: 'import CoreLocation' → 'import LayoutShotCoreLocation'",
            "A.swift:2: 'import UniformTypeIdentifiers' → 'import LayoutShotUniformTypeIdentifiers'",
            "A.swift:3: 'import SwiftUI' → 'import LayoutShotSwiftUI'",
        ])
    }

    @Test func aDeclarationImportOfAValueFrameworkKeepsItsKind() {
        let result = port("import struct CoreLocation.CLLocationCoordinate2D\n")
        #expect(ported(result) == "import struct LayoutShotCoreLocation.CLLocationCoordinate2D\n")
    }

    @Test func aValueFrameworkDoesNotMakeTheSetAUIKitModule() {
        let result = port(["Model.swift": "import CoreLocation\n", "Column.swift": "struct Column {}\n"])
        #expect(ported(result, "Column.swift") == "struct Column {}\n")
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

    @Test func aFileWithNoImportInAUIKitModuleGetsOne() {
        let result = port([
            "Layout.swift": "import UIKit\n\nclass Layout: UICollectionViewLayout {}\n",
            "Column.swift": "// A column of the layout.\nstruct Column {\n    var height: CGFloat = 0\n}\n",
        ])
        #expect(ported(result, "Column.swift") == "// A column of the layout.\nimport LayoutShotUIKit\nstruct Column {\n    var height: CGFloat = 0\n}\n")
        #expect(result.rewrites.map(\.description).contains(
            "Column.swift:2: 'import LayoutShotUIKit' added: the file does not import UIKit, and on iOS sees it through its module (a framework's umbrella header)"))
    }

    @Test func aFileImportingOnlyFoundationInAUIKitModuleGetsIt() {
        let result = port(["Layout.swift": "import CoreGraphics\n", "Cache.swift": "import Foundation\nstruct Cache {}\n"])
        #expect(ported(result, "Cache.swift") == "import LayoutShotUIKit\nimport Foundation\nstruct Cache {}\n")
    }

    @Test func aConditionalUIKitImportMakesTheSetAUIKitModule() {
        let result = port([
            "Layout.swift": "#if canImport(UIKit)\nimport UIKit\n#endif\n",
            "Column.swift": "struct Column {}\n",
        ])
        #expect(ported(result, "Column.swift") == "import LayoutShotUIKit\nstruct Column {}\n")
    }

    @Test func aFileOutsideAUIKitModuleIsLeftAlone() {
        let result = port(["Model.swift": "import Foundation\n", "Column.swift": "struct Column {}\n"])
        #expect(ported(result, "Column.swift") == "struct Column {}\n")
        #expect(result.rewrites.isEmpty)
    }

    @Test func appleOnlyClausesAreLeftAlone() {
        let text = "import UIKit\n#if os(iOS)\n@objc class A: NSObject { @objc func f() {} }\n#else\n@objc class B {}\n#endif\n"
        #expect(ported(port(text)) == "import LayoutShotUIKit\n#if os(iOS)\n@objc class A: NSObject { @objc func f() {} }\n#else\nclass B {}\n#endif\n")
    }

    @Test func previewBlocksOutsideSwiftUIAreRemoved() {
        let text = "import UIKit\n\nclass V: UIView {}\n\n#Preview(\"V\") {\n    V()\n}\n"
        let result = port(text)
        #expect(ported(result) == "import LayoutShotUIKit\n\nclass V: UIView {}\n")
        #expect(result.rewrites.contains { $0.line == 5 && $0.message.contains("'#Preview' removed") })
        #expect(result.files.count == 1)
    }
}
