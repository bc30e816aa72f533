import Testing

@Suite struct OverrideMoveTests {
    @Test func overridesMoveIntoTheClassBodyAcrossFiles() {
        let layout = "class L: UICollectionViewLayout {\n    var x = 1\n}\n"
        let ext = """
            extension L {
                override func prepare() {
                    super.prepare()
                }

                func helper() {}
            }

            """
        let result = port(["L.swift": layout, "L+Prepare.swift": ext])
        #expect(result.problems.isEmpty)
        #expect(ported(result, "L.swift") == "class L: UICollectionViewLayout {\n    var x = 1\n    override func prepare() {\n        super.prepare()\n    }\n}\n")
        #expect(ported(result, "L+Prepare.swift") == "extension L {\n\n    func helper() {}\n}\n")
        #expect(result.rewrites.map(\.description) == [
            "L+Prepare.swift:2: override moved from an extension into the body of class 'L' (L.swift): Swift cannot override from an extension without the Objective-C runtime",
        ])
    }

    @Test func anOverrideUsingAPrivateNameOfAnotherFileIsReported() {
        let layout = "class L: UICollectionViewLayout {}\n"
        let ext = "extension L {\n    override func prepare() { reset() }\n    private func reset() {}\n}\n"
        let result = port(["L.swift": layout, "L+Prepare.swift": ext])
        #expect(result.problems.map(\.line) == [2])
        #expect(result.problems[0].message.contains("'reset'"))
    }

    @Test func theSameFileKeepsPrivateAccess() {
        let text = "class L: UICollectionViewLayout {}\nextension L {\n    private override func prepare() {}\n}\n"
        let result = port(text)
        #expect(result.problems.isEmpty)
        #expect(ported(result) == "class L: UICollectionViewLayout {\n    private override func prepare() {}\n}\nextension L {\n}\n")
    }

    @Test func anOverrideInAnExtensionOfAClassOutsideTheSetIsReported() {
        let result = port("extension UICollectionViewCell {\n    override func layoutSubviews() {}\n}\n")
        #expect(result.problems.map(\.line) == [1])
    }
}
