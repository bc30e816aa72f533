import LayoutShotSwiftUI
import Testing

/// `ListChromeSpellings.swift` (the Swift 6 target's file, linked here) compiles in the Swift 5 mode and lays
/// out: its plain list, 200 points tall, shows its end, scrolled.
@MainActor
struct Swift5ListChromeTests {
    @Test func listChromeSpellingsLayOut() throws {
        let layout = try ViewHost.layout(ListChromeSpellings(), proposal: ProposedViewSize(width: 390, height: 200))
        let list = try #require(layout.views.first { $0.typeName == "List" })
        let column = try #require(layout.views.first { $0.path == list.path + "/VStack[0]" })
        // The rows (seven at 44 and more, a header) are taller than the list, so the end shows: the column ends at
        // the list's bottom.
        #expect(column.frame.maxY == list.frame.maxY)
        #expect(column.frame.minY < list.frame.minY)
    }
}
