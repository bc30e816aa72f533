#if !canImport(UIKit)
// Layout files written for UIKit import only `UIKit`, which brings Foundation with it; they import only
// this module on Linux, so it must bring Foundation too.
@_exported import Foundation
#endif
