/// The five PNG filter types (PNG specification, section 9): each predicts a byte from its neighbours
/// to the left, above and above-left, and stores the difference, which deflate compresses better.
enum ScanlineFilter: UInt8, CaseIterable, Sendable {
    /// The bytes themselves.
    case none = 0
    /// Minus the byte one pixel to the left.
    case sub = 1
    /// Minus the byte above.
    case up = 2
    /// Minus the floor of the mean of left and above.
    case average = 3
    /// Minus whichever of left, above and above-left is closest to left + above − above-left.
    case paeth = 4

    /// Writes the `count` filtered bytes of `row` to `target`, with `previous` the unfiltered row above
    /// (zeros for the first row) and `bytesPerPixel` the distance to the left neighbour.
    func apply(
        _ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
        to target: UnsafeMutablePointer<UInt8>
    ) {
        switch self {
        case .none:
            target.update(from: row, count: count)
        case .sub:
            for i in 0..<count { target[i] = row[i] &- (i >= bpp ? row[i - bpp] : 0) }
        case .up:
            for i in 0..<count { target[i] = row[i] &- previous[i] }
        case .average:
            for i in 0..<count {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                target[i] = row[i] &- UInt8((left + Int(previous[i])) >> 1)
            }
        case .paeth:
            for i in 0..<count {
                let predictor = i >= bpp
                    ? Self.paethPredictor(row[i - bpp], previous[i], previous[i - bpp]) : previous[i]
                target[i] = row[i] &- predictor
            }
        }
    }

    /// Of left `a`, above `b` and above-left `c`, the one nearest to `a + b − c`; ties prefer `a`, then `b`.
    @inline(__always) static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let a16 = Int(a), b16 = Int(b), c16 = Int(c)
        let pa = abs(b16 - c16), pb = abs(a16 - c16), pc = abs(a16 + b16 - 2 * c16)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
