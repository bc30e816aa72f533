/// A subitem resolved in its group: its size and its edge spacings along the group's axis ("main", the
/// group's `AxisMapper` `v`) and across it ("cross", `u`).
struct GroupEntry {
    var subitem: CompositionalSubitem
    var main: Double
    var cross: Double
    var before: CompositionalSpacing
    var after: CompositionalSpacing
    var crossBefore: CompositionalSpacing
    var crossAfter: CompositionalSpacing

    /// Resolves `subitem` inside a group content area of size `container`, at `size` once it is measured,
    /// for a group laying its subitems along `axis`'s `v`.
    init(_ subitem: CompositionalSubitem, in container: Size2D, size measured: Size2D? = nil, axis: AxisMapper) {
        let size = measured ?? subitem.layoutSize.resolved(in: container)
        let spacing = subitem.edgeSpacing ?? CompositionalEdgeSpacing()
        let none = CompositionalSpacing.fixed(0)
        let edges = axis.axes(
            top: spacing.top ?? none, left: spacing.leading ?? none, bottom: spacing.bottom ?? none,
            right: spacing.trailing ?? none)
        self.subitem = subitem
        main = axis.v(of: size)
        cross = axis.u(of: size)
        before = edges.vStart
        after = edges.vEnd
        crossBefore = edges.uStart
        crossAfter = edges.uEnd
    }

    /// This entry with its length along the axis replaced (`count:` groups share the length out equally).
    func withMainLength(_ main: Double) -> GroupEntry {
        var entry = self
        entry.main = main
        return entry
    }

    /// Gives items whose dimension is `uniformAcrossSiblings` the longest measured length among them, on each axis.
    static func shareUniformLengths(_ entries: inout [GroupEntry], axis: AxisMapper) {
        func uniform(_ entry: GroupEntry, main: Bool) -> Bool {
            guard case .item(let item) = entry.subitem else { return false }
            let size = item.layoutSize
            let dimension = main
                ? axis.v(width: size.widthDimension, height: size.heightDimension)
                : axis.u(width: size.widthDimension, height: size.heightDimension)
            return dimension.isUniformAcrossSiblings
        }
        for main in [true, false] {
            let indices = entries.indices.filter { uniform(entries[$0], main: main) }
            guard indices.count > 1 else { continue }
            let longest = indices.map { main ? entries[$0].main : entries[$0].cross }.max() ?? 0
            for i in indices {
                if main { entries[i].main = longest } else { entries[i].cross = longest }
            }
        }
    }

    /// The subitem's frame at `main` along the axis; across it the subitem sits after its leading spacing,
    /// flexible spacings sharing out the free space.
    func frame(at main: Double, in content: Rect2D, axis: AxisMapper) -> Rect2D {
        let free = axis.u(of: content.size) - crossBefore.minimum - cross - crossAfter.minimum
        let flexible = (crossBefore.isFlexible ? 1 : 0) + (crossAfter.isFlexible ? 1 : 0)
        let extra = crossBefore.isFlexible && free > 0 ? free / Double(flexible) : 0
        let crossOrigin = axis.uMin(of: content) + crossBefore.minimum + extra
        return axis.rect(u: crossOrigin, v: main, uSize: cross, vSize: self.main)
    }
}
