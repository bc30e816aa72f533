/// A rectangle of pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, in pixels.
    public var x: Int
    /// Top edge, in pixels.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle of pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `[x, y, width, height]`, like frames in the layout output.
    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}
