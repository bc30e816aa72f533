import LayoutShotUIKit
import PortFixture
import Testing

/// `type.init()` on a metatype value, ported: the function the tool adds makes the class the value holds, with the
/// initializer `Class()` calls (the inherited `init()` runs the overridden `init(nibName:bundle:)`).
@MainActor
@Suite struct MetatypeInitSemanticsTests {
    @Test func aMetatypeValueMakesTheClassItHolds() throws {
        #expect(type(of: makeScreen(GridScreen.self)) == GridScreen.self)
        let list = try #require(makeScreen(ListScreen.self) as? ListScreen)
        #expect(list.rows == 3)
    }
}
