import CDeflate

/// Writes PNG files: 8-bit RGB or RGBA, each row's filter chosen by `AdaptiveFilter`, filtered and
/// compressed by the project's deflate encoder (CDeflate) in slices on all cores.
///
/// References are kept for good and cloned by every user, so they are compressed hard, and the images
/// are big, so on every core: slices of a fixed number of rows compress in parallel and join into one
/// zlib stream. Slice boundaries depend
/// only on the image width and a row's filter only on that row and the one above, so the bytes do not
/// depend on the number of cores. Slices start as RGB, the common case of an opaque snapshot; an image
/// with a translucent pixel is compressed again as RGBA.
enum PNGEncoder {
    /// Pixels per slice: about a megabyte of bitmap, enough that the flush at each slice end costs
    /// little, small enough that a phone-sized image spreads over several cores.
    static let pixelsPerSlice = 1 << 18

    /// The PNG file of `bitmap`, whose size the caller has checked is non-empty and not too large, with
    /// every row's filter chosen by `filterChoice`, which tests can fix.
    static func encode(_ bitmap: Bitmap, filterChoice: FilterChoice = .adaptive) throws(PNGError) -> [UInt8] {
        let file = bitmap.pixels.withUnsafeBytes { pixels in
            Result { () throws(PNGError) in
                try encode(
                    width: bitmap.width, height: bitmap.height, rows: .bitmap(pixels.baseAddress!), filterChoice: filterChoice)
            }
        }
        return try file.get()
    }

    /// The PNG file of a `width` × `height` image read through `rows`.
    static func encode(
        width: Int, height: Int, rows: PixelRows, filterChoice: FilterChoice
    ) throws(PNGError) -> [UInt8] {
        let rowsPerSlice = max(1, pixelsPerSlice / width)
        let slicing = (count: (height + rowsPerSlice - 1) / rowsPerSlice, rows: rowsPerSlice, height: height)
        var scanline = Scanline.rgb
        var slices = compress(rows, width: width, as: scanline, slicing, filterChoice)
        if slices.contains(where: { if case .failure(.notOpaque) = $0 { true } else { false } }) {
            scanline = .rgba
            slices = compress(rows, width: width, as: scanline, slicing, filterChoice)
        }
        var compressed: [DeflatedSlice] = []
        for slice in slices {
            switch slice {
            case let .success(slice): compressed.append(slice)
            case let .failure(failure): throw .encodingFailed(describe(failure))
            }
        }
        return file(width: width, height: height, scanline: scanline, slices: compressed)
    }

    private static func compress(
        _ pixelRows: PixelRows, width: Int, as scanline: Scanline, _ slicing: (count: Int, rows: Int, height: Int),
        _ filterChoice: FilterChoice
    ) -> [Result<DeflatedSlice, DeflatedSlice.Failure>] {
        Parallel.map(slicing.count) { index in
            pixelRows.withRowAccess(width: width) { rowPixels in
                DeflatedSlice.compress(
                    rows: index * slicing.rows..<min(slicing.height, (index + 1) * slicing.rows), of: rowPixels,
                    width: width, as: scanline, filterChoice: filterChoice,
                    isLast: index == slicing.count - 1)
            }
        }
    }

    /// Signature, IHDR, sRGB, one IDAT holding the zlib stream, IEND.
    private static func file(
        width: Int, height: Int, scanline: Scanline, slices: [DeflatedSlice]
    ) -> [UInt8] {
        var chunks = PNGChunks()
        chunks.reserve(slices.reduce(64) { $0 + $1.bytes.count })
        chunks.append("IHDR") { data in
            PNGChunks.appendBigEndian(UInt32(width), to: &data)
            PNGChunks.appendBigEndian(UInt32(height), to: &data)
            // Bit depth 8, the colour type, compression method 0 (deflate), filter method 0 (the five
            // per-row filter types, whichever each row uses), no interlace.
            data += [8, scanline.colourType, 0, 0, 0]
        }
        // The colours are sRGB, perceptual intent: what libpng writes for 8-bit images too.
        chunks.append("sRGB") { $0.append(0) }
        chunks.append("IDAT") { data in
            // CMF 0x78 (deflate, 32 KiB window), then FLG 0xDA: level class 3, "slowest algorithm"
            // (informative only), and the check bits that make 0x78DA a multiple of 31.
            data += [0x78, 0xDA]
            var adler = slices[0].adler
            for (index, slice) in slices.enumerated() {
                data += slice.bytes
                if index > 0 { adler = cdeflate_adler32_combine(adler, slice.adler, slice.rawLength) }
            }
            PNGChunks.appendBigEndian(adler, to: &data)
        }
        chunks.append("IEND")
        return chunks.bytes
    }

    private static func describe(_ failure: DeflatedSlice.Failure) -> String {
        switch failure {
        case .notOpaque: "a pixel was not opaque in an RGB scanline"
        case .deflateFailed: "the deflate encoder ran out of memory"
        }
    }
}
