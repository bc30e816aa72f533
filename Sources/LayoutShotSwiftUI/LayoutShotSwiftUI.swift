// SwiftUI's layout API and a view subset under SwiftUI's names, for platforms without SwiftUI. A file written
// for iOS compiles with `import SwiftUI` changed to `import LayoutShotSwiftUI`; on Apple platforms every
// declaration here is left out (`#if !canImport(SwiftUI)`) and SwiftUI's own are used.
@_exported import LayoutShotCoreGraphics
