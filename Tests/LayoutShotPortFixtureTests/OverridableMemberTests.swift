import LayoutShotUIKit
import PortFixture
import Testing

/// An app's subclass, in another module than the ported library, overriding what the library declares in an
/// extension of its open class: it compiles, and the library's code calls the overrides, as on iOS.
final class AppWeekHeaderView: WeekHeaderView {
    override func columnCount() -> Int { 5 }
    override var rowHeight: CGFloat { 88 }
}

@MainActor
@Suite struct OverridableMemberTests {
    @Test func theLibraryCallsTheAppsOverrides() {
        let header: WeekHeaderView = AppWeekHeaderView(frame: .zero)
        #expect(header.columnCount() == 5)
        // 2 rows × 88 pt (the override), not 2 × 44 pt (the library's own).
        #expect(header.headerHeight(rows: 2) == 176)
        #expect(WeekHeaderView(frame: .zero).headerHeight(rows: 2) == 88)
    }
}
