import CDeflate

/// A run of scanlines filtered and compressed on its own into raw deflate data that can be concatenated
/// with the slices before and after it, so that slices compress on all cores at once (the approach of pigz).
///
/// A slice's matches may reach back into the rows before it, which it filters again (a row's filter
/// depends only on that row and the one above), so slicing costs little but a block header per slice.
/// Every slice but the last ends at a byte boundary, not final; the last one finishes the stream.
struct DeflatedSlice {
    /// The raw deflate bytes.
    var bytes: [UInt8]
    /// Adler-32 of the uncompressed scanlines, for combining into the zlib trailer.
    var adler: UInt32
    /// Bytes of uncompressed scanlines.
    var rawLength: Int

    /// What went wrong compressing a slice.
    enum Failure: Error {
        /// A pixel was not opaque and the scanlines were `.rgb`.
        case notOpaque
        /// The encoder could not allocate its tables or overflowed its output bound.
        case deflateFailed
    }

    /// Filters and compresses rows `rows` of a `width`-pixel image, whose rows `rowPixels` gives, as `scanline`.
    static func compress(
        rows: Range<Int>, of rowPixels: @escaping (Int) -> UnsafeRawPointer, width: Int, as scanline: Scanline,
        filterChoice: FilterChoice, isLast: Bool
    ) -> Result<DeflatedSlice, Failure> {
        var lines = FilteredScanlines(scanline: scanline, width: width, rowPixels: rowPixels, filterChoice: filterChoice)
        defer { lines.deallocate() }
        let length = lines.length
        let historyRows = min(rows.lowerBound, (Int(CDEFLATE_WINDOW) + length - 1) / length)
        let historyLength = historyRows * length, rawLength = rows.count * length
        guard lines.start(at: rows.lowerBound - historyRows) else { return .failure(.notOpaque) }
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: historyLength + rawLength)
        defer { input.deallocate() }
        for index in 0..<(historyRows + rows.count) {
            guard lines.next(into: input + index * length) else { return .failure(.notOpaque) }
        }
        let adler = cdeflate_adler32(1, input + historyLength, rawLength)
        let capacity = cdeflate_bound(rawLength)
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { output, written in
            written = cdeflate_compress(
                input, historyLength, rawLength, length, scanline.bytesPerPixel, isLast ? 1 : 0, output.baseAddress, capacity)
        }
        guard !bytes.isEmpty else { return .failure(.deflateFailed) }
        return .success(DeflatedSlice(bytes: bytes, adler: adler, rawLength: rawLength))
    }
}
