/// How much two images may differ and still match.
public enum ImageTolerance: Hashable, Sendable, CustomStringConvertible {
    /// At most this many differing pixels.
    case pixels(Int)
    /// At most this fraction (0...1) of the pixels may differ.
    case ratio(Double)

    /// Whether `differing` pixels out of `total` are within the tolerance.
    public func allows(_ differing: Int, of total: Int) -> Bool {
        switch self {
        case .pixels(let limit): differing <= limit
        case .ratio(let limit): Double(differing) <= limit * Double(total)
        }
    }

    /// `0 pixels` or `0.1%`.
    public var description: String {
        switch self {
        case .pixels(let limit): "\(limit) pixel\(limit == 1 ? "" : "s")"
        case .ratio(let limit): "\(ImageDiffResult.percent(limit))"
        }
    }
}
