import LayoutCore

/// An RGBA image with 8-bit premultiplied channels: what the rasterizer draws into and PNG decodes to.
///
/// Pixels are stored row-major, top row first, 4 bytes per pixel in the order r, g, b, a, and each
/// colour channel is already multiplied by alpha (so it never exceeds alpha).
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` premultiplied bytes, row-major.
    public private(set) var pixels: [UInt8]

    /// Creates a bitmap filled with `color` (negative sizes count as 0).
    public init(width: Int, height: Int, fill color: RGBAColor = .clear) {
        let width = max(width, 0), height = max(height, 0)
        self.width = width
        self.height = height
        pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            PixelSurface(pixels: buffer, width: width, height: height, rows: 0..<height).fill(with: color)
            initialized = buffer.count
        }
    }

    /// Wraps premultiplied bytes; `pixels.count` must be `width * height * 4` and every colour
    /// channel at most its pixel's alpha.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        precondition(pixels.count == width * height * 4, "Bitmap needs width * height * 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied pixel at column `x`, row `y` (both must be in bounds).
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            let offset = byteOffset(x: x, y: y)
            return Pixel(r: pixels[offset], g: pixels[offset + 1], b: pixels[offset + 2], a: pixels[offset + 3])
        }
        set {
            let offset = byteOffset(x: x, y: y)
            pixels[offset] = newValue.r
            pixels[offset + 1] = newValue.g
            pixels[offset + 2] = newValue.b
            pixels[offset + 3] = newValue.a
        }
    }

    /// Gives `body` the pixel bytes to change in place; the byte count must stay the same.
    mutating func withUnsafeMutablePixelBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }

    private func byteOffset(x: Int, y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return (y * width + x) * 4
    }
}
