extension EngineLayout {
    /// Each section's stretch along the scroll axis, by section index (a carousel's one section spans the content).
    public var sectionExtents: [SectionExtent] {
        sections.map { info in
            SectionExtent(
                start: info.headerV, bodyStart: info.headerV + info.headerExtent, bodyEnd: info.bodyEndV, end: info.endV)
        }
    }
}
