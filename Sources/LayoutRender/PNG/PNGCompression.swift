import CPNG

/// How hard the PNG encoder works: references are kept for good and cloned by every user, diff
/// images are looked at once.
///
/// References use zlib level 5, chosen by measurement with adaptive filters on two UI images, a
/// 4-megapixel feed and the 1170 × 2532 @3x viewport: within 0.5% of level 6's bytes and 0.1% of
/// level 4's at level 4's time, 20% less than level 6's; levels 1–3 and the run-length strategy
/// take half the time but write 1.2–1.9× the bytes on one image or the other (the run-length strategy
/// only matches one byte back, which misses the repeats of text and edges a row or more above).
public enum PNGCompression: Sendable, Hashable {
    /// Per-row adaptive filters and zlib level 5, for files that are stored (references, renders).
    case compact
    /// Every row filtered `up` and zlib's run-length strategy, for throwaway images (diff strips):
    /// about half the time of `compact`, and on UI images 2–3× its bytes.
    case fast

    /// How each row's filter is chosen.
    var filterChoice: FilterChoice {
        self == .compact ? .adaptive : .fixed(.up)
    }

    /// zlib's level; with the run-length strategy any level but 0 (stored) compresses the same.
    var level: Int32 {
        self == .compact ? 5 : 1
    }

    /// zlib's strategy.
    var strategy: Int32 {
        self == .compact ? Z_DEFAULT_STRATEGY : Z_RLE
    }

    /// The zlib header's FLG byte: level class 1 ("fast", levels 2–5) or 0 (the run-length strategy),
    /// with the check bits that make 0x78 FLG a multiple of 31.
    var headerFlags: UInt8 {
        self == .compact ? 0x5E : 0x01
    }
}

/// How the encoder picks a scanline's filter.
enum FilterChoice: Sendable, Hashable {
    /// `AdaptiveFilter`'s per-row choice.
    case adaptive
    /// One filter for every row.
    case fixed(ScanlineFilter)
}
