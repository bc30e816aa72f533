// SwiftUI's layout API and a view subset under SwiftUI's names, declared on every platform (a Mac too, so that it
// records the references Linux does). A file written for iOS compiles with `import SwiftUI` changed to
// `import LayoutShotSwiftUI`; it must not import both (docs/swiftui.md, "On a Mac").
@_exported import LayoutShotCoreGraphics
