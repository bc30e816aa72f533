#if !canImport(UIKit)
// Layout files written for UIKit import only `UIKit`, which brings Foundation and CoreGraphics with it; they import
// only this module on Linux, so it must bring both.
@_exported import Foundation
@_exported import LayoutShotCoreGraphics
#endif
