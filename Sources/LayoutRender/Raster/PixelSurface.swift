import LayoutCore

/// The pixel bytes of a bitmap lent to a `Painter`, with the rows it may draw in.
///
/// Painters on different threads share one surface's bytes when each is given its own rows, which is
/// how a scene renders in bands on all cores.
struct PixelSurface {
    /// The whole bitmap's premultiplied bytes, `width * height * 4`.
    let pixels: UnsafeMutableBufferPointer<UInt8>
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// The rows drawing may change; nothing outside them is read or written.
    let rows: Range<Int>

    /// Sets every pixel of `rows` to `color`.
    func fill(with color: RGBAColor) {
        let pixel = Bitmap.Pixel(premultiplying: color)
        guard !rows.isEmpty, let base = pixels.baseAddress else { return }
        (base + rows.lowerBound * width * 4).withMemoryRebound(to: UInt32.self, capacity: rows.count * width) {
            $0.initialize(repeating: pixel.packed, count: rows.count * width)
        }
    }

    /// Where a draw clipped to the device rectangle `clip` may reach on this surface.
    func region(clip: Rect2D?) -> DeviceClip {
        DeviceClip(width: width, height: height, clip: clip, rows: rows)
    }
}
