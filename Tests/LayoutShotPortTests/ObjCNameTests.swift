import Testing

@Suite struct ObjCNameTests {
    /// `@objc(WFLayout)` goes with the runtime; the calls that used the name get the class, and the name, instead.
    @Test func runtimeNamesOfTheSetAreResolved() {
        let text = """
            @objc(WFLayout) class WaterfallLayout: UICollectionViewLayout {}
            let type = NSClassFromString("WFLayout")
            let name = NSStringFromClass(WaterfallLayout.self)
            let other = NSClassFromString("UIView")

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        let expected = """
            class WaterfallLayout: UICollectionViewLayout {}
            let type = (WaterfallLayout.self as AnyClass?)
            let name = "WFLayout"
            let other = NSClassFromString("UIView")

            """
        #expect(ported(result) == expected)
    }

    @Test func aNameThatIsNotALiteralIsRefused() {
        let text = "@objc(WFLayout) class WaterfallLayout: UICollectionViewLayout {}\nlet n = \"WF\" + \"Layout\"\nlet type = NSClassFromString(n)\n"
        #expect(port(text).problems.map(\.line) == [3])
    }

    @Test func aKeyPathOfANestedTypeIsThePathAlone() {
        #expect(ported(port("let k = #keyPath(Outer.Inner.prop)\n")) == "let k = \"prop\"\n")
        #expect(ported(port("let k = #keyPath(UIView.frame.size)\n")) == "let k = \"frame.size\"\n")
    }
}
