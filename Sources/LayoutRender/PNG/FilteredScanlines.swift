import CPNG

/// Turns bitmap rows, top to bottom, into PNG scanlines: the filter type byte, then the filtered bytes.
///
/// Filtering row y reads rows y − 1 and y only, so a slice can start anywhere: `start(at:)` reads the
/// row above it again. A row whose pixels equal the row above's is an `up` row of zeros under both the
/// adaptive choice and a fixed `up`; it is recognised before any conversion, since UI images are mostly such rows.
struct FilteredScanlines {
    let scanline: Scanline
    let width: Int
    /// Row y's premultiplied RGBA pixels, valid until the call after next.
    let rowPixels: (Int) -> UnsafeRawPointer
    let filterChoice: FilterChoice
    /// Bytes of one scanline, the filter byte included.
    let length: Int
    /// The unfiltered bytes of the row above and of the current row.
    private var previous, current: UnsafeMutablePointer<UInt8>
    private let adaptive: AdaptiveFilter
    /// The next row `next()` filters.
    private(set) var row = 0
    /// The pixels of the row above, while `rowPixels` still holds them.
    private var pixelsAbove: UnsafeRawPointer?

    /// Scanlines of a `width`-pixel image whose rows `rowPixels` gives, each row's pixels valid until the
    /// call after next; call `deallocate()` when done.
    init(scanline: Scanline, width: Int, rowPixels: @escaping (Int) -> UnsafeRawPointer, filterChoice: FilterChoice) {
        self.scanline = scanline
        self.width = width
        self.rowPixels = rowPixels
        self.filterChoice = filterChoice
        let count = scanline.length(width: width)
        length = 1 + count
        previous = .allocate(capacity: count)
        current = .allocate(capacity: count)
        adaptive = AdaptiveFilter(count: count, bytesPerPixel: scanline.bytesPerPixel)
    }

    func deallocate() {
        previous.deallocate()
        current.deallocate()
        adaptive.deallocate()
    }

    /// Makes `row` the next row; false when the row above it has a pixel that `.rgb` cannot hold.
    mutating func start(at row: Int) -> Bool {
        self.row = row
        guard row > 0 else {
            pixelsAbove = nil
            previous.update(repeating: 0, count: length - 1)
            return true
        }
        let pixels = rowPixels(row - 1)
        pixelsAbove = pixels
        return scanline.write(pixels, width: width, to: previous)
    }

    /// Writes the next row's scanline (`length` bytes) to `target`; false when a pixel does not fit `.rgb`.
    mutating func next(into target: UnsafeMutablePointer<UInt8>) -> Bool {
        let pixels = rowPixels(row)
        defer {
            pixelsAbove = pixels
            row += 1
        }
        let count = length - 1
        if repeatsUp, let pixelsAbove, memcmp(pixels, pixelsAbove, width * 4) == 0 {
            // The converted row would equal `previous`, which therefore stays as it is.
            target[0] = ScanlineFilter.up.rawValue
            (target + 1).update(repeating: 0, count: count)
            return true
        }
        guard scanline.write(pixels, width: width, to: current) else { return false }
        switch filterChoice {
        case .adaptive:
            let (filter, bytes) = adaptive.filter(current, previous: previous)
            target[0] = filter.rawValue
            (target + 1).update(from: bytes, count: count)
        case .fixed(let filter):
            target[0] = filter.rawValue
            filter.apply(current, previous: previous, count: count, bytesPerPixel: scanline.bytesPerPixel, to: target + 1)
        }
        swap(&previous, &current)
        return true
    }

    /// Whether a row equal to the one above is filtered `up`, into zeros.
    private var repeatsUp: Bool {
        switch filterChoice {
        case .adaptive, .fixed(.up): true
        case .fixed: false
        }
    }
}
