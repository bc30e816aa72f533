/// How the encoder picks a scanline's filter.
enum FilterChoice: Sendable, Hashable {
    /// `AdaptiveFilter`'s per-row choice, what every PNG the project writes uses.
    case adaptive
    /// One filter for every row, for tests that check each filter through a decoder.
    case fixed(ScanlineFilter)
}
