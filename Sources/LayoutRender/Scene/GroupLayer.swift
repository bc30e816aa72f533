/// The scratch pixels a band draws a group on before compositing it at the group's opacity: what
/// makes an element's alpha fade its box and label as one, as UIKit fades a view.
struct GroupLayer {
    /// Premultiplied pixels of the band's rows, all zero between groups.
    private var storage: [UInt8] = []

    /// Draws `parts` on the layer within the band of `surface`, then composites the layer's pixels
    /// in `rows` × `columns` over the surface: each channel `c` of a layer pixel becomes
    /// `round(c · a / 255)` with `a = round(opacity · 255)`, drawn source-over.
    mutating func composite(
        _ parts: [DeviceDrawable], opacity: Double, rows: Range<Int>, columns: Range<Int>, with painter: inout Painter,
        onto surface: PixelSurface
    ) {
        let band = surface.rows.clamped(to: rows), columns = columns.clamped(to: 0..<surface.width)
        let alpha = Int((min(1, max(0, opacity)) * 255).rounded())
        guard !band.isEmpty, !columns.isEmpty, alpha > 0, let target = surface.pixels.baseAddress else { return }
        let width = surface.width, needed = surface.rows.count * width * 4
        if storage.count < needed { storage = [UInt8](repeating: 0, count: needed) }
        storage.withUnsafeMutableBufferPointer { buffer in
            // The layer holds only the band's rows: seen through a base moved back by the rows above
            // the band, it takes the surface's coordinates, and the surface's rows keep every access inside.
            let origin = buffer.baseAddress! - surface.rows.lowerBound * width * 4
            let layer = PixelSurface(
                pixels: UnsafeMutableBufferPointer(start: origin, count: surface.height * width * 4), width: width,
                height: surface.height, rows: surface.rows)
            for part in parts where part.rows.overlaps(band) {
                var nested = GroupLayer()
                part.draw(with: &painter, on: layer, layer: &nested)
            }
            for y in band {
                for x in columns {
                    let index = (y * width + x) * 4
                    // Premultiplied: a pixel of alpha 0 is all zero, nothing to draw or clear.
                    guard origin[index + 3] != 0 else { continue }
                    let sourceAlpha = mulDiv255(Int(origin[index + 3]), alpha)
                    let remaining = 255 - sourceAlpha
                    for channel in 0..<3 {
                        let source = mulDiv255(Int(origin[index + channel]), alpha)
                        target[index + channel] = UInt8(source + mulDiv255(Int(target[index + channel]), remaining))
                        origin[index + channel] = 0
                    }
                    target[index + 3] = UInt8(sourceAlpha + mulDiv255(Int(target[index + 3]), remaining))
                    origin[index + 3] = 0
                }
            }
        }
    }
}
