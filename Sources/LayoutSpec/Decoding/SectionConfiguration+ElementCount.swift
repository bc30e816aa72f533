import LayoutCore

extension SectionConfiguration {
    /// The elements this section lays out: its items, header, footer and background decoration, as the
    /// spec's element budget counts them.
    var elementCount: Int {
        items.count + [header != nil, footer != nil, background != nil].filter { $0 }.count
    }
}
