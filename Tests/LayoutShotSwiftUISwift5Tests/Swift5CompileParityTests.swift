import LayoutShotSwiftUI
import Testing

/// `CompileParityViews.swift` (the Swift 6 target's file, linked here) compiles in the Swift 5 mode and lays out.
@MainActor
struct Swift5CompileParityTests {
    @Test func parityViewsLayOut() throws {
        let items = [ParityItem(id: 1, title: "One"), ParityItem(id: 2, title: "Two")]
        let proposal = ProposedViewSize(width: 390, height: nil)
        _ = try ViewHost.layout(ParityStyles(), proposal: proposal)
        _ = try ViewHost.layout(ParityContent(items: items), proposal: proposal)
        _ = try ViewHost.layout(ParityModifiers(), proposal: proposal)
        _ = try ViewHost.layout(ParityTabs(), proposal: proposal)
    }
}
