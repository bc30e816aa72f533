import CPNG
import LayoutCore

/// PNG encoding and decoding of `Bitmap`s: `PNGEncoder` writes, libpng reads (through CPNG's `cpng_reader`).
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
        // libpng keeps the reader's address for its callbacks, so it lives at one place until closed.
        let reader = UnsafeMutablePointer<cpng_reader>.allocate(capacity: 1)
        defer {
            cpng_reader_close(reader)
            reader.deallocate()
        }
        return try bytes.withUnsafeBufferPointer { data throws(PNGError) in
            guard cpng_reader_open(reader, data.baseAddress, data.count) != 0 else { throw readError(reader.pointee) }
            let width = Int(reader.pointee.width), height = Int(reader.pointee.height)
            guard width * height <= maximumPixelCount else { throw .tooLarge(width: width, height: height) }
            var finished = false
            var pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
                finished = cpng_reader_read_image(reader, buffer.baseAddress) != 0
                // libpng may stop part-way on damaged data; the buffer is discarded then, but must be
                // initialized to be handed back at all.
                if !finished { buffer.initialize(repeating: 0) }
                initialized = buffer.count
            }
            guard finished else { throw readError(reader.pointee) }
            // Without alpha in the file every pixel decodes opaque, already premultiplied: skip that pass.
            if reader.pointee.has_alpha != 0 { premultiply(&pixels) }
            return Bitmap(width: width, height: height, pixels: pixels)
        }
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

    /// Classifies libpng's failure: running out of input is truncation, anything else corruption.
    private static func readError(_ reader: cpng_reader) -> PNGError {
        let text = message(of: reader, fallback: "libpng reported an unknown error")
        let lowered = text.lowercased()
        let truncationHints = ["end of data", "not enough", "unexpected end", "truncated", "too short"]
        return truncationHints.contains(where: lowered.contains) ? .truncated(text) : .corrupt(text)
    }

    /// libpng's NUL-terminated message from the fixed-size `message` field.
    private static func message(of reader: cpng_reader, fallback: String) -> String {
        let text = withUnsafeBytes(of: reader.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? fallback : text
    }
}
