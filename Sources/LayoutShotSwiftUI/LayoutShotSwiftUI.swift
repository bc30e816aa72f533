// SwiftUI's layout API and a view subset under SwiftUI's names, declared on every platform (a Mac too, so that it
// records the references Linux does). A file written for iOS compiles with `import SwiftUI` changed to
// `import LayoutShotSwiftUI`; it must not import both (docs/swiftui.md, "On a Mac").
@_exported import LayoutShotCoreGraphics
// Foundation's localized strings and list formatter, which Linux's Foundation lacks.
@_exported import LayoutShotFoundation
#if canImport(Observation)
// SwiftUI re-exports Observation, so `@Observable` models compile with only `import SwiftUI`.
@_exported import Observation
#endif
