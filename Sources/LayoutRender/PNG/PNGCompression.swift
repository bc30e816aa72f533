import CPNG

/// How hard the PNG encoder works: references are kept for good and cloned by every user, diff
/// images are looked at once.
///
/// Both use zlib's run-length strategy (matches one byte back only), chosen by measurement on a
/// 4-megapixel UI image with adaptive filters (`Benchmarks/png-vs-pillow.sh`'s): 0.3% fewer bytes
/// than level 6 and 1.4% more than level 9, in about half level 6's time and a third of level 9's.
/// After filtering, UI pixels are mostly runs of zeros; the longer matches other levels search for rarely pay.
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
