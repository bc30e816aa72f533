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
            let a = Selector("handlePan(_:)")
            let b = Selector("step")
            let c = Selector("offset")
            let d = Selector("setOffset(_:)")
            let e = "frame.size"

            """
        #expect(ported(port(text)) == expected)
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
