import CPNG

/// Writes PNG files: 8-bit RGB or RGBA, no filter, zlib level `DeflatedSlice.level`, compressed in
/// slices on all cores.
///
/// libpng compresses on one core, and zlib alone then takes most of a snapshot's time (25 ms of a
/// 1170 × 2532 image); slices of a fixed number of rows compress in parallel and join into one zlib
/// stream. Slice boundaries depend only on the image width, so the bytes do not depend on the number
/// of cores. Slices start as RGB, the common case of an opaque snapshot; an image with a translucent
/// pixel is compressed again as RGBA.
enum PNGEncoder {
    /// Pixels per slice: about a megabyte of bitmap, enough that the fresh window at each slice start
    /// costs little compression, small enough that a phone-sized image spreads over several cores.
    static let pixelsPerSlice = 1 << 18

    /// The PNG file of `bitmap`, whose size the caller has checked is non-empty and not too large.
    static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        let rowsPerSlice = max(1, pixelsPerSlice / bitmap.width)
        let sliceCount = (bitmap.height + rowsPerSlice - 1) / rowsPerSlice
        var scanline = Scanline.rgb
        var slices = compress(bitmap, as: scanline, sliceCount: sliceCount, rowsPerSlice: rowsPerSlice)
        if slices.contains(where: { if case .failure(.notOpaque) = $0 { true } else { false } }) {
            scanline = .rgba
            slices = compress(bitmap, as: scanline, sliceCount: sliceCount, rowsPerSlice: rowsPerSlice)
        }
        var compressed: [DeflatedSlice] = []
        for slice in slices {
            switch slice {
            case let .success(slice): compressed.append(slice)
            case let .failure(failure): throw .encodingFailed(describe(failure))
            }
        }
        return file(width: bitmap.width, height: bitmap.height, scanline: scanline, slices: compressed)
    }

    private static func compress(
        _ bitmap: Bitmap, as scanline: Scanline, sliceCount: Int, rowsPerSlice: Int
    ) -> [Result<DeflatedSlice, DeflatedSlice.Failure>] {
        bitmap.pixels.withUnsafeBytes { pixels in
            Parallel.map(sliceCount) { index in
                let rows = index * rowsPerSlice..<min(bitmap.height, (index + 1) * rowsPerSlice)
                return DeflatedSlice.compress(
                    rows: rows, of: pixels.baseAddress!, width: bitmap.width, as: scanline,
                    isLast: index == sliceCount - 1)
            }
        }
    }

    /// Signature, IHDR, sRGB, one IDAT holding the zlib stream, IEND.
    private static func file(width: Int, height: Int, scanline: Scanline, slices: [DeflatedSlice]) -> [UInt8] {
        var chunks = PNGChunks()
        chunks.reserve(slices.reduce(64) { $0 + $1.bytes.count })
        chunks.append("IHDR") { data in
            PNGChunks.appendBigEndian(UInt32(width), to: &data)
            PNGChunks.appendBigEndian(UInt32(height), to: &data)
            // Bit depth 8, the colour type, deflate, adaptive filtering (method 0), no interlace.
            data += [8, scanline.colourType, 0, 0, 0]
        }
        // The colours are sRGB, perceptual intent: what libpng writes for 8-bit images too.
        chunks.append("sRGB") { $0.append(0) }
        chunks.append("IDAT") { data in
            // CMF 0x78 (deflate, 32 KiB window), FLG 0x5E (a fast level, and the check bits).
            data += [0x78, 0x5E]
            var adler = slices[0].adler
            for (index, slice) in slices.enumerated() {
                data += slice.bytes
                if index > 0 { adler = adler32_combine(adler, slice.adler, off_t(slice.rawLength)) }
            }
            PNGChunks.appendBigEndian(UInt32(adler), to: &data)
        }
        chunks.append("IEND")
        return chunks.bytes
    }

    private static func describe(_ failure: DeflatedSlice.Failure) -> String {
        switch failure {
        case .notOpaque: "a pixel was not opaque in an RGB scanline"
        case let .zlib(status): "zlib failed with status \(status) (\(String(cString: zError(status))))"
        }
    }
}
