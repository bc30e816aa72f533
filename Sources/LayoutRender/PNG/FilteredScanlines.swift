/// Turns bitmap rows, top to bottom, into PNG scanlines: the filter type byte, then the filtered bytes.
///
/// Filtering row y reads rows y − 1 and y only, so a slice can start anywhere: `start(at:)` reads the
/// row above it again.
struct FilteredScanlines {
    let scanline: Scanline
    let width: Int
    /// Row y's premultiplied RGBA pixels, valid until the next call.
    let rowPixels: (Int) -> UnsafeRawPointer
    let filterChoice: FilterChoice
    /// Bytes of one scanline, the filter byte included.
    let length: Int
    /// The unfiltered bytes of the row above and of the current row.
    private var previous, current: UnsafeMutablePointer<UInt8>
    /// The scanline handed out last.
    private let output: UnsafeMutablePointer<UInt8>
    private let adaptive: AdaptiveFilter
    /// The next row `next()` filters.
    private(set) var row = 0

    /// Scanlines of a `width`-pixel image whose rows `rowPixels` gives; call `deallocate()` when done.
    init(scanline: Scanline, width: Int, rowPixels: @escaping (Int) -> UnsafeRawPointer, filterChoice: FilterChoice) {
        self.scanline = scanline
        self.width = width
        self.rowPixels = rowPixels
        self.filterChoice = filterChoice
        let count = scanline.length(width: width)
        length = 1 + count
        previous = .allocate(capacity: count)
        current = .allocate(capacity: count)
        output = .allocate(capacity: length)
        adaptive = AdaptiveFilter(count: count, bytesPerPixel: scanline.bytesPerPixel)
    }

    func deallocate() {
        previous.deallocate()
        current.deallocate()
        output.deallocate()
        adaptive.deallocate()
    }

    /// Makes `row` the next row; false when the row above it has a pixel that `.rgb` cannot hold.
    mutating func start(at row: Int) -> Bool {
        self.row = row
        guard row > 0 else {
            previous.update(repeating: 0, count: length - 1)
            return true
        }
        return scanline.write(rowPixels(row - 1), width: width, to: previous)
    }

    /// The next row's scanline, valid until the next call; nil when a pixel does not fit `.rgb`.
    mutating func next() -> UnsafePointer<UInt8>? {
        guard scanline.write(rowPixels(row), width: width, to: current) else { return nil }
        let count = length - 1
        switch filterChoice {
        case .adaptive:
            let (filter, bytes) = adaptive.filter(current, previous: previous)
            output[0] = filter.rawValue
            (output + 1).update(from: bytes, count: count)
        case .fixed(let filter):
            output[0] = filter.rawValue
            filter.apply(current, previous: previous, count: count, bytesPerPixel: scanline.bytesPerPixel, to: output + 1)
        }
        swap(&previous, &current)
        row += 1
        return UnsafePointer(output)
    }
}
