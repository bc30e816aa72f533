/// Where one section of a computed layout sits along the scroll axis, as the engine stacked it, so that code
/// working with the layout (pinning, measuring) reads the section's stretch instead of working it out again.
public struct SectionExtent: Hashable, Sendable {
    /// Where the section starts: its header's start, after the spacing before the section.
    public var start: Double
    /// Where the items area, its insets included, starts: the header's end (`start` without a header).
    public var bodyStart: Double
    /// Where the items area, its insets included, ends: the footer's start (`end` without a footer).
    public var bodyEnd: Double
    /// Where the section ends: the footer's end.
    public var end: Double

    /// Creates an extent.
    public init(start: Double, bodyStart: Double, bodyEnd: Double, end: Double) {
        self.start = start
        self.bodyStart = bodyStart
        self.bodyEnd = bodyEnd
        self.end = end
    }
}
