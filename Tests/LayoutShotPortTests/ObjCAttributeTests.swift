import Testing

@Suite struct ObjCAttributeTests {
    @Test func runtimeAttributesAndDynamicAreRemovedKeepingComments() {
        let text = """
            /// A layout.
            @objc(JYLayout) @objcMembers
            @IBDesignable open class L: UICollectionViewLayout {
                /// The gap.
                @IBInspectable var gap: CGFloat = 8
                @objc dynamic var count = 2
                @IBOutlet weak var view: UIView!
                @discardableResult @objc
                func f() -> Int { 1 }
                @IBAction func tap(_ sender: Any) {}
                override dynamic func prepare() {}
            }

            """
        let expected = """
            /// A layout.
            open class L: UICollectionViewLayout {
                /// The gap.
                var gap: CGFloat = 8
                var count = 2
                weak var view: UIView!
                @discardableResult
                func f() -> Int { 1 }
                func tap(_ sender: Any) {}
                override func prepare() {}
            }

            """
        let result = port(text)
        #expect(ported(result) == expected)
        #expect(result.rewrites.map(\.line) == [2, 2, 3, 5, 6, 6, 7, 8, 10, 11])
    }

    @Test func managedPropertiesAreReported() {
        let result = port("class E: NSManagedObject {\n    @NSManaged var name: String\n}\n")
        #expect(result.problems.map(\.description) == ["A.swift:2: '@NSManaged': Core Data's managed properties need the Objective-C runtime"])
    }
}
