// The CoreGraphics values layout code uses, shared by LayoutShotUIKit and LayoutShotSwiftUI. On Apple platforms
// they are CoreGraphics' own; on Linux, Foundation's CGFloat, CGPoint, CGSize and CGRect with the rest declared here.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
@_exported import Foundation
