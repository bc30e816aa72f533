// A stand-in, built only by `LAYOUTSHOT_APPLE_PATHS=1`, for the names `import Foundation` brings into a file on a Mac
// and not on Linux: the C types of MacTypes.h (through CoreFoundation) and objc/runtime.h (through ObjectiveC), and
// CoreGraphics' types LayoutShotCoreGraphics does not declare. A file that uses them unqualified beside
// LayoutShotSwiftUI compiles only while the module declares none of them. Foundation's XML classes are left out, as
// Linux has them in FoundationXML; `Selector` clashes on Linux with LayoutShotUIKit's, which a Mac does not declare.

/// MacTypes.h's QuickDraw point.
public struct Point: Sendable {}
/// MacTypes.h's QuickDraw rectangle.
public struct Rect: Sendable {}
/// MacTypes.h's byte count (`typedef long Size`).
public struct Size: Sendable {}
/// MacTypes.h's text style bits.
public struct Style: Sendable {}
/// MacTypes.h's 16.16 fixed-point number.
public struct Fixed: Sendable {}
/// MacTypes.h's one-byte Boolean.
public struct Boolean: Sendable {}
/// MacTypes.h's pointer to a pointer.
public struct Handle: Sendable {}
/// MacTypes.h's Pascal string of up to 255 bytes.
public struct Str255: Sendable {}
/// MacTypes.h's four-character resource type.
public struct ResType: Sendable {}
/// objc/runtime.h's method (`Method`).
public struct Method: Sendable {}
/// objc/runtime.h's instance variable (`Ivar`).
public struct Ivar: Sendable {}
/// objc/runtime.h's category (`Category`).
public struct Category: Sendable {}
/// objc/runtime.h's method implementation (`IMP`).
public struct IMP: Sendable {}
/// The Objective-C selector (`SEL`), as Swift names it.
public struct Selector: Sendable {}
/// The Objective-C protocol class.
public struct `Protocol`: Sendable {}
/// CoreGraphics' drawing context.
public struct CGContext: Sendable {}
/// CoreGraphics' colour space.
public struct CGColorSpace: Sendable {}
/// CoreGraphics' gradient.
public struct CGGradient: Sendable {}
/// CoreGraphics' font.
public struct CGFont: Sendable {}
/// CoreGraphics' blend mode.
public struct CGBlendMode: Sendable {}

