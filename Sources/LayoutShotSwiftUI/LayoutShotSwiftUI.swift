// SwiftUI's layout API and a view subset under SwiftUI's names, for platforms without SwiftUI. A file written
// for iOS compiles with `import SwiftUI` changed to `import LayoutShotSwiftUI`; on Apple platforms every
// declaration here is left out (`#if !canImport(SwiftUI)`) and SwiftUI's own are used.
@_exported import LayoutShotCoreGraphics
#if !canImport(SwiftUI) && canImport(Observation)
// SwiftUI re-exports Observation, so `@Observable` models compile with only `import SwiftUI`.
@_exported import Observation
#endif
