#if LAYOUTSHOT_APPLE_PATHS
// Built only by `LAYOUTSHOT_APPLE_PATHS=1` (Package.swift), where LayoutShotSwiftUI re-exports the stand-in's names
// as Foundation does on a Mac, so that this whole suite compiles beside them.
import LayoutShotSwiftUI
import LayoutSnapshotTesting
import Testing

// Each name looked up as a type, unqualified: a declaration of the same name in LayoutShotSwiftUI or in what the
// testing library exports would make the lookup ambiguous and this file fail to compile, as a test file would on
// a Mac. MacTypes.h's `Point`, `Rect` and `Size` are `ExportedNamesTests`' to check (LayoutCore's geometry is
// `Point2D`, `Size2D` and `Rect2D` for them).
private typealias MacNames = (
    Style, Fixed, Boolean, Handle, Str255, ResType, Method, Ivar, Category, IMP, Selector, `Protocol`,
    CGContext, CGColorSpace, CGGradient, CGFont, CGBlendMode
)

@Suite struct MacScopeTests {
    /// The tuple above holds the stand-in's types, none shadowed by a declaration of this test target.
    @Test func macOnlyNamesAreTheStandInsBesideTheLookAlike() {
        let names = String(reflecting: MacNames.self)
        #expect(names.components(separatedBy: "MacFoundationNames.").count - 1 == 17, "\(names)")
    }
}
#endif
