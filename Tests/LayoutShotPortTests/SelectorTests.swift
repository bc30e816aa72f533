import Testing

@Suite struct SelectorTests {
    @Test func selectorsBecomeSelectorValuesNamedAsWritten() {
        let text = """
            let a = #selector(Layout.handlePan(_:))
            let b = #selector(step)
            let c = #selector(getter: Layout.offset)
            let d = #selector(setter: Layout.offset)
            let e = #keyPath(UIView.frame.size)

            """
        let expected = """
            import LayoutShotUIKit
            let a = Selector("handlePan(_:)")
            let b = Selector("step")
            let c = Selector("offset")
            let d = Selector("setOffset(_:)")
            let e = "frame.size"

            """
        #expect(ported(port(text)) == expected)
    }

    /// `Selector` is LayoutShotUIKit's on Linux: a file that imports only Foundation gets the import, and one that
    /// imports UIKit keeps its one (ported) import.
    @Test func aSelectorBringsTheImportOfLayoutShotUIKit() {
        let foundationOnly = "// A timer.\nimport Foundation\n\nlet s = #selector(Ticker.fire)\n"
        #expect(ported(port(foundationOnly)) == "// A timer.\nimport LayoutShotUIKit\nimport Foundation\n\nlet s = Selector(\"fire\")\n")
        let uikit = "import UIKit\n\nlet s = #selector(Ticker.fire)\n"
        #expect(ported(port(uikit)) == "import LayoutShotUIKit\n\nlet s = Selector(\"fire\")\n")
        let keyPathOnly = "import Foundation\nlet k = #keyPath(UIView.frame)\n"
        #expect(ported(port(keyPathOnly)) == "import Foundation\nlet k = \"frame\"\n")
    }

    @Test func runtimeOnlyCallsAreReported() {
        let text = """
            let v = view.value(forKey: "frame")
            view.setValue(1, forKey: "alpha")
            let o = collectionView.observe(\\.contentOffset, options: [.new]) { _, _ in }
            objc_setAssociatedObject(view, &key, 1, .OBJC_ASSOCIATION_RETAIN)

            """
        let result = port(text)
        #expect(result.problems.map(\.line) == [1, 2, 3, 4])
        #expect(result.problems[0].message.hasPrefix("'value(forKey:)': key-value coding"))
    }

    @Test func theAppsOwnMethodOfARuntimeNameIsNotReported() {
        let text = "struct S { func value(forKey key: String) -> Int { 0 } }\nlet v = S().value(forKey: \"a\")\n"
        #expect(port(text).problems.isEmpty)
    }
}
