#if !canImport(CoreGraphics)
/// A bitmap, as CoreGraphics' class, so that code passing one compiles; nothing decodes or makes one here.
public final class CGImage: @unchecked Sendable {
    private init() {}
}
#endif
