import CPNG
import LayoutCore

/// PNG encoding and decoding of `Bitmap`s: `PNGEncoder` writes, libpng's simplified API reads.
///
/// Encoding has no settings (8-bit sRGB, no time stamp, deterministic per-row filters, the project's
/// own deflate encoder), so the same bitmap always yields the same bytes; a later version of LayoutShot
/// may compress differently, so compare decoded pixels, not files.
public enum PNGCodec {
    /// Images with more pixels than `PixelLimits.maximumPixelCount` (8192 × 8192) are rejected instead of
    /// exhausting memory: the same limit every picture is made within.
    public static let maximumPixelCount = PixelLimits.maximumPixelCount

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes `bitmap` as an 8-bit RGBA PNG, or RGB when every pixel is opaque (same pixels, less data).
    ///
    /// Colours are un-premultiplied with rounding (`round(c × 255 / a)`); decoding premultiplies with
    /// rounding again, which restores every valid premultiplied pixel exactly.
    public static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        try checkSize(width: bitmap.width, height: bitmap.height)
        return try PNGEncoder.encode(bitmap)
    }

    /// Encodes a `width` × `height` image whose rows `rows` writes on demand (premultiplied RGBA, `width` × 4
    /// bytes), as `encode(_:)` would the whole bitmap, so that the image never exists whole in memory.
    ///
    /// `rows` is called from several threads at once, for different rows, and may only write its buffer.
    public static func encode(
        width: Int, height: Int, rows: (_ y: Int, _ pixels: UnsafeMutableRawPointer) -> Void
    ) throws(PNGError) -> [UInt8] {
        try checkSize(width: width, height: height)
        return try withoutActuallyEscaping(rows) { rows throws(PNGError) in
            try PNGEncoder.encode(width: width, height: height, rows: .composed(rows), filterChoice: .adaptive)
        }
    }

    private static func checkSize(width: Int, height: Int) throws(PNGError) {
        guard width > 0, height > 0 else { throw .emptyImage(width: width, height: height) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixelCount else { throw .tooLarge(width: width, height: height) }
    }

    /// Decodes several PNG files at once, one per core (a diff decodes both of its images side by side).
    public static func decode(all files: [[UInt8]]) -> [Result<Bitmap, PNGError>] {
        Parallel.map(files.count) { index in Result { () throws(PNGError) in try decode(files[index]) } }
    }

    /// Decodes PNG data of any colour type and bit depth into premultiplied 8-bit RGBA.
    ///
    /// 16-bit images without colour-space information are read as sRGB, as image viewers do.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Bitmap {
        guard !bytes.isEmpty else { throw .empty }
        let prefix = bytes.prefix(signature.count)
        guard prefix.elementsEqual(signature.prefix(prefix.count)) else { throw .notPNG }
        guard bytes.count > signature.count else { throw .truncated("the data ends inside the PNG signature") }
        var image = cpng_image_init()
        defer { png_image_free(&image) }
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) != 0 }
        guard began else { throw readError(&image) }
        let width = Int(image.width), height = Int(image.height)
        guard width * height <= maximumPixelCount else { throw .tooLarge(width: width, height: height) }
        // Without alpha in the file every pixel decodes opaque, already premultiplied: skip that pass.
        let hasAlpha = image.format & cpng_format_flag_alpha() != 0
        image.format = cpng_format_rgba()
        image.flags |= cpng_flag_16bit_srgb()
        let rowStride = Int32(cpng_image_row_stride(&image))
        var finished = false
        var pixels = [UInt8](unsafeUninitializedCapacity: Int(cpng_image_size(&image))) { buffer, initialized in
            finished = png_image_finish_read(&image, nil, buffer.baseAddress, rowStride, nil) != 0
                && cpng_image_failed(&image) == 0
            // libpng may stop part-way on damaged data; the buffer is discarded then, but must be
            // initialized to be handed back at all.
            if !finished { buffer.initialize(repeating: 0) }
            initialized = buffer.count
        }
        guard finished else { throw readError(&image) }
        // libpng stops reading once it has the pixels, so a file cut after its image data would pass.
        guard endsWithIEND(bytes) else { throw .truncated("the data ends before the IEND chunk") }
        if hasAlpha { premultiply(&pixels) }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    private static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let alpha = Int(buffer[index + 3])
                if alpha != 255 {
                    buffer[index] = UInt8(mulDiv255(Int(buffer[index]), alpha))
                    buffer[index + 1] = UInt8(mulDiv255(Int(buffer[index + 1]), alpha))
                    buffer[index + 2] = UInt8(mulDiv255(Int(buffer[index + 2]), alpha))
                }
                index += 4
            }
        }
    }

    /// True when the chunks, walked by their lengths from after the signature, reach a complete IEND.
    private static func endsWithIEND(_ bytes: [UInt8]) -> Bool {
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let isEnd = bytes[offset + 4..<offset + 8].elementsEqual("IEND".utf8)
            offset += 12 + length
            if isEnd { return offset <= bytes.count }
        }
        return false
    }

    /// Classifies libpng's failure: running out of input is truncation, anything else corruption.
    private static func readError(_ image: inout png_image) -> PNGError {
        let text = message(of: image, fallback: "libpng reported an unknown error")
        let lowered = text.lowercased()
        let truncationHints = ["end of data", "not enough", "unexpected end", "truncated", "too short"]
        return truncationHints.contains(where: lowered.contains) ? .truncated(text) : .corrupt(text)
    }

    /// libpng's NUL-terminated message from the fixed-size `message` field.
    private static func message(of image: png_image, fallback: String) -> String {
        let text = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? fallback : text
    }
}
