// The Foundation names app models use that Linux's Foundation (swift-corelibs-foundation, Swift 6.3) lacks:
// `String(localized:…)` and `ListFormatter`, declared only where Darwin is absent (on Apple platforms Foundation's
// own are used and this module adds nothing). LayoutShotSwiftUI re-exports it; layoutshot-port imports it in a
// file that names one of them.
@_exported import Foundation
