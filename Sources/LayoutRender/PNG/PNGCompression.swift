import CPNG

/// How hard the PNG encoder works: references are kept for good and cloned by every user, diff
/// images are looked at once.
///
/// Both use zlib's run-length strategy (matches one byte back only). Measured on a 4-megapixel UI
/// image with adaptive filters, it writes the bytes of zlib level 6 (0.3% more than level 6,
/// 1.4% more than level 9) at a third of level 6's time and a sixth of level 9's: after filtering, UI
/// pixels are mostly runs of zeros, and the longer matches the other levels search for rarely pay.
public enum PNGCompression: Sendable, Hashable {
    /// Per-row adaptive filters, for files that are stored (references, renders).
    case compact
    /// Every row filtered `up`, for throwaway images (diff strips): no filter search, about twice the bytes.
    case fast

    /// How each row's filter is chosen.
    var filterChoice: FilterChoice {
        self == .compact ? .adaptive : .fixed(.up)
    }

    /// zlib's level; with the run-length strategy any level but 0 (stored) compresses the same.
    var level: Int32 { 1 }

    /// zlib's memory level: 9 gives longer blocks, 0.4% fewer bytes for references at no cost in time.
    var memoryLevel: Int32 {
        self == .compact ? 9 : 8
    }

    /// zlib's strategy.
    var strategy: Int32 { Z_RLE }
}

/// How the encoder picks a scanline's filter.
enum FilterChoice: Sendable, Hashable {
    /// `AdaptiveFilter`'s per-row choice.
    case adaptive
    /// One filter for every row.
    case fixed(ScanlineFilter)
}
