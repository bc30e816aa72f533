import CPNG

/// A run of scanlines filtered and compressed on its own into raw deflate data that can be concatenated
/// with the slices before and after it, so that slices compress on all cores at once (the approach of pigz).
///
/// Every slice but the last ends with a sync flush (a byte boundary, not final), the last one finishes
/// the stream. Each slice starts with an empty window, which costs well under 1% of size at a megabyte a slice.
struct DeflatedSlice {
    /// The raw deflate bytes.
    var bytes: [UInt8]
    /// Adler-32 of the uncompressed scanlines, for combining into the zlib trailer.
    var adler: UInt
    /// Bytes of uncompressed scanlines.
    var rawLength: Int

    /// What went wrong compressing a slice.
    enum Failure: Error {
        /// A pixel was not opaque and the scanlines were `.rgb`.
        case notOpaque
        /// zlib returned this status.
        case zlib(Int32)
    }

    /// Filters and compresses rows `rows` of a `width`-pixel image, whose rows `rowPixels` gives, as `scanline`.
    static func compress(
        rows: Range<Int>, of rowPixels: @escaping (Int) -> UnsafeRawPointer, width: Int, as scanline: Scanline,
        compression: PNGCompression, filterChoice: FilterChoice, isLast: Bool
    ) -> Result<DeflatedSlice, Failure> {
        var stream = z_stream()
        let status = cpng_deflate_init_raw(&stream, compression.level, compression.strategy)
        guard status == Z_OK else { return .failure(.zlib(status)) }
        defer { deflateEnd(&stream) }
        var lines = FilteredScanlines(scanline: scanline, width: width, rowPixels: rowPixels, filterChoice: filterChoice)
        defer { lines.deallocate() }
        let length = lines.length, rawLength = length * rows.count
        guard lines.start(at: rows.lowerBound) else { return .failure(.notOpaque) }
        // The bound covers a finished stream; a sync flush adds at most five bytes to it.
        let capacity = Int(deflateBound(&stream, UInt(rawLength))) + 16
        var adler = adler32(0, nil, 0)
        var repeatAdler: UInt?
        var failure: Failure?
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { output, written in
            stream.next_out = output.baseAddress
            stream.avail_out = UInt32(capacity)
            for row in rows {
                guard let next = lines.next() else {
                    failure = .notOpaque
                    break
                }
                let (line, repeatsAbove) = next
                if repeatsAbove {
                    // The same line over and over: its checksum once, then combined in constant time.
                    let lineAdler = repeatAdler ?? adler32(adler32(0, nil, 0), line, UInt32(length))
                    repeatAdler = lineAdler
                    adler = adler32_combine(adler, lineAdler, off_t(length))
                } else {
                    adler = adler32(adler, line, UInt32(length))
                }
                stream.next_in = UnsafeMutablePointer(mutating: line)
                stream.avail_in = UInt32(length)
                let flush = row < rows.upperBound - 1 ? Z_NO_FLUSH : (isLast ? Z_FINISH : Z_SYNC_FLUSH)
                let result = deflate(&stream, flush)
                let done = flush == Z_FINISH ? result == Z_STREAM_END : result == Z_OK && stream.avail_in == 0
                guard done else {
                    // Input left over means the output ran out of room.
                    failure = .zlib(result == Z_OK ? Z_BUF_ERROR : result)
                    break
                }
            }
            written = failure == nil ? capacity - Int(stream.avail_out) : 0
        }
        if let failure { return .failure(failure) }
        return .success(DeflatedSlice(bytes: bytes, adler: adler, rawLength: rawLength))
    }
}
