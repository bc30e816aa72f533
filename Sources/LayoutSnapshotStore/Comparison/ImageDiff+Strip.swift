import LayoutRender

extension ImageDiff {
    /// Pixels between the panels of the strip.
    static let stripGap = 4
    /// How much of the expected image shows through in the diff panel (pixelmatch's `alpha`).
    static let fadedOpacity = 0.1

    /// Compares `expected` with `actual` as `compare` does and encodes the expected | diff | actual strip
    /// as PNG, composing it row by row as the encoder asks, so the strip (three images wide) is never
    /// held in memory; `diff -o` writes it.
    public static func compareEncodingStrip(
        _ expected: Bitmap, _ actual: Bitmap, options: ImageDiffOptions = .default
    ) throws(PNGError) -> (result: ImageDiffResult, diffPNG: [UInt8]) {
        let (result, marks) = compare(expected, actual, options: options, keepingMarks: true)
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let png = try PNGCodec.encode(width: stripWidth(width), height: height) { y, row in
            writeStripRow(y, expected, actual, marks: marks, width: width, to: row.assumingMemoryBound(to: UInt8.self))
        }
        return (result, png)
    }

    /// The expected | diff | actual strip: in the middle, differing pixels in red and anti-aliasing in
    /// yellow over a faded grey copy of the expected image; each panel as wide as the wider image.
    static func strip(_ expected: Bitmap, _ actual: Bitmap, marks: [UInt8], width: Int, height: Int) -> Bitmap {
        let outWidth = stripWidth(width)
        let pixels = [UInt8](unsafeUninitializedCapacity: outWidth * height * 4) { buffer, initialized in
            for y in 0..<height {
                writeStripRow(y, expected, actual, marks: marks, width: width, to: buffer.baseAddress! + y * outWidth * 4)
            }
            initialized = buffer.count
        }
        return Bitmap(width: outWidth, height: height, pixels: pixels)
    }

    /// Three panels of `width` pixels and the gaps between them.
    static func stripWidth(_ width: Int) -> Int { 3 * width + 2 * stripGap }

    /// Writes every pixel of row `y` of the strip whose panels are `width` pixels wide.
    static func writeStripRow(
        _ y: Int, _ expected: Bitmap, _ actual: Bitmap, marks: [UInt8], width: Int, to row: UnsafeMutablePointer<UInt8>
    ) {
        let gap = stripGap
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for x in 0..<gap {
                    set(row + (width + x) * 4, 0x99, 0x99, 0x99)
                    set(row + (2 * width + gap + x) * 4, 0x99, 0x99, 0x99)
                }
                for (panel, image, source) in [(0, expected, e), (2, actual, a)] {
                    let target = row + panel * (width + gap) * 4
                    let copied = y < image.height ? image.width : 0
                    if copied > 0 {
                        target.update(from: source.baseAddress! + y * image.width * 4, count: copied * 4)
                    }
                    for x in copied..<width { set(target + x * 4, 0xEE, 0xEE, 0xEE) }
                }
                let diff = row + (width + gap) * 4
                // UI rows are runs of one colour: the grey of the pixel before is reused while the colour repeats.
                var last: (colour: UInt32, grey: UInt8)?
                for x in 0..<width {
                    let pixel = diff + x * 4
                    switch marks[y * width + x] {
                    case 1: set(pixel, 255, 0, 0)
                    case 2: set(pixel, 255, 255, 0)
                    default:
                        let base = x < expected.width && y < expected.height ? e.baseAddress! + (y * expected.width + x) * 4
                            : a.baseAddress! + (y * actual.width + x) * 4
                        let colour = UnsafeRawPointer(base).loadUnaligned(as: UInt32.self)
                        let grey: UInt8
                        if let last, last.colour == colour {
                            grey = last.grey
                        } else {
                            // pixelmatch's grey: 255 + (luma(straight) - 255) × opacity × a / 255, in premultiplied terms.
                            let luma = Double(base[0]) * 0.29889531 + Double(base[1]) * 0.58662247 + Double(base[2]) * 0.11448223
                            grey = UInt8(max(0, min(255, 255 + fadedOpacity * (luma - Double(base[3])))))
                            last = (colour, grey)
                        }
                        set(pixel, grey, grey, grey)
                    }
                }
            }
        }
    }

    /// Stores an opaque pixel.
    @inline(__always) private static func set(_ pixel: UnsafeMutablePointer<UInt8>, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        pixel[0] = r
        pixel[1] = g
        pixel[2] = b
        pixel[3] = 255
    }
}
