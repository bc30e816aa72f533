import CPNG

/// A run of scanlines compressed on its own into raw deflate data that can be concatenated with
/// the slices before and after it, so that slices compress on all cores at once (the approach of pigz).
///
/// Each slice starts with an empty window, which costs well under 1% of size at a megabyte a slice;
/// every slice but the last ends with a sync flush (a byte boundary, not final), the last one finishes
/// the stream.
struct DeflatedSlice {
    /// The raw deflate bytes.
    var bytes: [UInt8]
    /// Adler-32 of the uncompressed scanlines, for combining into the zlib trailer.
    var adler: UInt
    /// Bytes of uncompressed scanlines.
    var rawLength: Int

    /// zlib level 2: against libpng's fast setting (level 3) it saves a tenth of the time for 2% more bytes.
    static let level: Int32 = 2

    /// What went wrong compressing a slice.
    enum Failure: Error {
        /// A pixel was not opaque and the scanlines were `.rgb`.
        case notOpaque
        /// zlib returned this status.
        case zlib(Int32)
    }

    /// Compresses rows `rows` of the `width`-pixel premultiplied image at `pixels` as `scanline`.
    static func compress(
        rows: Range<Int>, of pixels: UnsafeRawPointer, width: Int, as scanline: Scanline, isLast: Bool
    ) -> Result<DeflatedSlice, Failure> {
        var stream = z_stream()
        let status = cpng_deflate_init_raw(&stream, level)
        guard status == Z_OK else { return .failure(.zlib(status)) }
        defer { deflateEnd(&stream) }
        let lineLength = scanline.length(width: width)
        let rawLength = lineLength * rows.count
        // The bound covers a finished stream; a sync flush adds at most five bytes to it.
        let capacity = Int(deflateBound(&stream, UInt(rawLength))) + 16
        var adler = adler32(0, nil, 0)
        var failure: Failure?
        let line = UnsafeMutableRawPointer.allocate(byteCount: lineLength, alignment: 8)
        defer { line.deallocate() }
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { output, written in
            stream.next_out = output.baseAddress
            stream.avail_out = UInt32(capacity)
            for row in rows {
                guard scanline.write(pixels + row * width * 4, width: width, to: line) else {
                    failure = .notOpaque
                    break
                }
                let input = line.assumingMemoryBound(to: UInt8.self)
                adler = adler32(adler, input, UInt32(lineLength))
                stream.next_in = input
                stream.avail_in = UInt32(lineLength)
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
