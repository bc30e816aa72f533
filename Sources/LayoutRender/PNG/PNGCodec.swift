import CPNG

/// PNG encoding and decoding of `Bitmap`s through libpng's simplified API.
///
/// Encoding uses fixed settings (8-bit sRGB, no time stamp, libpng's fast mode) so the same bitmap
/// always yields the same pixels; compressed bytes may still differ between zlib versions, so compare
/// decoded pixels, not files.
public enum PNGCodec {
    /// Images with more pixels than this (8192 × 8192) are rejected instead of exhausting memory.
    public static let maximumPixelCount = 1 << 26

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes `bitmap` as an 8-bit RGBA PNG, or RGB when every pixel is opaque (same pixels, less data).
    ///
    /// Colours are un-premultiplied with rounding (`round(c × 255 / a)`); decoding premultiplies with
    /// rounding again, which restores every valid premultiplied pixel exactly.
    public static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw .emptyImage(width: bitmap.width, height: bitmap.height)
        }
        guard bitmap.width * bitmap.height <= maximumPixelCount else {
            throw .tooLarge(width: bitmap.width, height: bitmap.height)
        }
        let (straight, isOpaque) = straightPixels(of: bitmap)
        var image = cpng_image_init()
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = isOpaque ? cpng_format_rgb() : cpng_format_rgba()
        image.flags = cpng_flag_fast()
        defer { png_image_free(&image) }
        let rowStride = Int32(cpng_image_row_stride(&image))
        // The worst-case size lets one call compress the image; asking libpng for the exact size first
        // would compress it twice.
        let capacity = Int(cpng_image_png_size_max(&image))
        var written = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var size = png_alloc_size_t(capacity)
            let returned = straight.withUnsafeBytes { source in
                png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, source.baseAddress, rowStride, nil)
            }
            written = returned != 0 && cpng_image_failed(&image) == 0 ? Int(size) : 0
            initialized = written
        }
        guard written > 0 else { throw .encodingFailed(message(of: image, fallback: "libpng wrote nothing")) }
        // The worst-case buffer is about the size of the raw image; keep only what was written.
        return Array(bytes[..<written])
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
        premultiply(&pixels)
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The bitmap's pixels with straight alpha, as RGB when all are opaque, else RGBA.
    private static func straightPixels(of bitmap: Bitmap) -> (bytes: [UInt8], isOpaque: Bool) {
        if let rgb = opaqueRGB(of: bitmap) { return (rgb, true) }
        var rgba = bitmap.pixels
        rgba.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let alpha = buffer[index + 3]
                if alpha == 0 {
                    buffer[index] = 0
                    buffer[index + 1] = 0
                    buffer[index + 2] = 0
                } else if alpha != 255 {
                    buffer[index] = unpremultiply(buffer[index], alpha)
                    buffer[index + 1] = unpremultiply(buffer[index + 1], alpha)
                    buffer[index + 2] = unpremultiply(buffer[index + 2], alpha)
                }
                index += 4
            }
        }
        return (rgba, false)
    }

    /// The pixels without their alpha bytes, or nil as soon as one is not opaque.
    ///
    /// Opaque snapshots are the common case and a quarter less data for zlib, which dominates
    /// encoding time; the copy works a word at a time because it touches every pixel.
    private static func opaqueRGB(of bitmap: Bitmap) -> [UInt8]? {
        let pixelCount = bitmap.width * bitmap.height
        var isOpaque = true
        let rgb = [UInt8](unsafeUninitializedCapacity: pixelCount * 3) { output, initialized in
            bitmap.pixels.withUnsafeBytes { input in
                guard let source = input.baseAddress, let target = UnsafeMutableRawPointer(output.baseAddress) else { return }
                var pixel = 0
                // Four pixels (16 bytes) become 12 bytes per step.
                while pixel + 4 <= pixelCount {
                    let first = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: pixel * 4, as: UInt64.self))
                    let second = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: pixel * 4 + 8, as: UInt64.self))
                    guard first & second & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 else {
                        isOpaque = false
                        return
                    }
                    let low = first & 0xFF_FFFF | (first >> 32 & 0xFF_FFFF) << 24 | (second & 0xFFFF) << 48
                    let high = UInt32(truncatingIfNeeded: (second >> 16) & 0xFF | (second >> 32 & 0xFF_FFFF) << 8)
                    target.storeBytes(of: low.littleEndian, toByteOffset: pixel * 3, as: UInt64.self)
                    target.storeBytes(of: high.littleEndian, toByteOffset: pixel * 3 + 8, as: UInt32.self)
                    pixel += 4
                }
                while pixel < pixelCount {
                    guard input[pixel * 4 + 3] == 255 else {
                        isOpaque = false
                        return
                    }
                    for channel in 0..<3 { output[pixel * 3 + channel] = input[pixel * 4 + channel] }
                    pixel += 1
                }
            }
            initialized = isOpaque ? pixelCount * 3 : 0
        }
        return isOpaque ? rgb : nil
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
