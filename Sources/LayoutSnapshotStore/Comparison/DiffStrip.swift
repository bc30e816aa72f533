import LayoutRender

/// The expected | diff | actual strip that `ImageDiff` draws, read back as its three panels, so the
/// report can show each panel once and enlarge the region the comparison counted.
struct DiffStrip {
    /// The panels from left to right.
    enum Panel: Int, CaseIterable {
        case expected, diff, actual
    }

    /// The strip as drawn.
    let bitmap: Bitmap
    /// The width of one panel: the wider of the two images.
    let panelWidth: Int

    /// `nil` when `bitmap` is not three equal panels with `ImageDiff.stripGap` between them.
    init?(_ bitmap: Bitmap) {
        let panels = bitmap.width - 2 * ImageDiff.stripGap
        guard panels > 0, panels % 3 == 0, bitmap.height > 0 else { return nil }
        self.bitmap = bitmap
        panelWidth = panels / 3
    }

    /// `rect` of `panel` (the whole panel by default), each pixel drawn as a `factor` × `factor` block.
    func cut(_ panel: Panel, _ rect: PixelRect? = nil, factor: Int = 1) -> Bitmap {
        let rect = rect ?? PixelRect(x: 0, y: 0, width: panelWidth, height: bitmap.height)
        let left = panel.rawValue * (panelWidth + ImageDiff.stripGap) + rect.x
        let width = rect.width * factor
        var pixels = [UInt8](repeating: 0, count: width * rect.height * factor * 4)
        for y in 0..<rect.height {
            let source = ((rect.y + y) * bitmap.width + left) * 4
            var row = [UInt8](repeating: 0, count: width * 4)
            for x in 0..<rect.width {
                for copy in 0..<factor {
                    let target = (x * factor + copy) * 4
                    for channel in 0..<4 { row[target + channel] = bitmap.pixels[source + x * 4 + channel] }
                }
            }
            for copy in 0..<factor {
                let target = ((y * factor + copy) * width) * 4
                pixels.replaceSubrange(target..<target + width * 4, with: row)
            }
        }
        return Bitmap(width: width, height: rect.height * factor, pixels: pixels)
    }
}
