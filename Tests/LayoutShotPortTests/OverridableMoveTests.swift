import Testing

/// Members a subclass may override, declared in an extension, move into the class body: without the Objective-C
/// runtime Swift overrides only those.
@Suite struct OverridableMoveTests {
    /// A library ported alone: the app that subclasses `WeekView` is not in the set.
    @Test func openMembersOfAnOpenClassMoveIntoItsBody() {
        let view = "open class WeekView: UIView {\n    open var columns = 7\n}\n"
        let ext = """
            extension WeekView: UICollectionViewDataSource {
                open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    columns
                }
                open var title: String { "week" }
                public func helper() {}
            }

            """
        let result = port(["WeekView.swift": view, "WeekView+DataSource.swift": ext])
        #expect(result.problems.isEmpty)
        let expectedView = """
            open class WeekView: UIView {
                open var columns = 7
                open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    columns
                }
                open var title: String { "week" }
            }

            """
        #expect(ported(result, "WeekView.swift") == expectedView)
        #expect(ported(result, "WeekView+DataSource.swift") == "extension WeekView: UICollectionViewDataSource {\n    public func helper() {}\n}\n")
    }

    /// A member the set overrides moves whatever its access, and keeps the access its extension gave it.
    @Test func aMemberOverriddenInTheSetMovesWithItsExtensionsAccess() {
        let text = """
            public class Base {}
            public extension Base {
                func height() -> Int { 44 }
            }
            public class Tall: Base {
                public override func height() -> Int { 88 }
            }

            """
        let expected = """
            public class Base {
                public func height() -> Int { 44 }
            }
            public extension Base {
            }
            public class Tall: Base {
                public override func height() -> Int { 88 }
            }

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        #expect(ported(result) == expected)
    }
}
