/// The axis a horizontal or vertical group lays its subitems along ("main") and the one across it.
struct GroupAxis {
    let horizontal: Bool

    /// A subitem resolved in its group: its size and its edge spacings along and across the group's axis.
    struct Entry {
        var subitem: CompositionalSubitem
        var main: Double
        var cross: Double
        var before: CompositionalSpacing
        var after: CompositionalSpacing
        var crossBefore: CompositionalSpacing
        var crossAfter: CompositionalSpacing
    }

    func main(_ size: Size) -> Double { horizontal ? size.width : size.height }
    func cross(_ size: Size) -> Double { horizontal ? size.height : size.width }
    func mainOrigin(_ rect: Rect) -> Double { horizontal ? rect.x : rect.y }

    /// A size from its lengths along and across the axis.
    func size(main: Double, cross: Double) -> Size {
        horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    /// Resolves `subitem` inside a group content area of size `container`, at `size` once it is measured.
    func entry(_ subitem: CompositionalSubitem, in container: Size, size measured: Size? = nil) -> Entry {
        let size = measured ?? subitem.layoutSize.resolved(in: container)
        let spacing = subitem.edgeSpacing ?? CompositionalEdgeSpacing()
        let none = CompositionalSpacing.fixed(0)
        return horizontal
            ? Entry(subitem: subitem, main: size.width, cross: size.height, before: spacing.leading ?? none,
                    after: spacing.trailing ?? none, crossBefore: spacing.top ?? none, crossAfter: spacing.bottom ?? none)
            : Entry(subitem: subitem, main: size.height, cross: size.width, before: spacing.top ?? none,
                    after: spacing.bottom ?? none, crossBefore: spacing.leading ?? none, crossAfter: spacing.trailing ?? none)
    }

    /// `entry` with its length along the axis replaced (`count:` groups share the length out equally).
    func withMainLength(_ entry: Entry, _ main: Double) -> Entry {
        var entry = entry
        entry.main = main
        return entry
    }

    /// Gives items whose dimension is `uniformAcrossSiblings` the longest measured length among them, on each axis.
    func shareUniformLengths(_ entries: inout [Entry]) {
        func uniform(_ entry: Entry, main: Bool) -> Bool {
            guard case .item(let item) = entry.subitem else { return false }
            let dimension = horizontal == main ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
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
    func frame(main: Double, entry: Entry, in content: Rect) -> Rect {
        let crossLength = cross(content.size)
        let free = crossLength - entry.crossBefore.minimum - entry.cross - entry.crossAfter.minimum
        let flexible = (entry.crossBefore.isFlexible ? 1 : 0) + (entry.crossAfter.isFlexible ? 1 : 0)
        let extra = entry.crossBefore.isFlexible && free > 0 ? free / Double(flexible) : 0
        let crossOrigin = (horizontal ? content.y : content.x) + entry.crossBefore.minimum + extra
        return horizontal
            ? Rect(x: main, y: crossOrigin, width: entry.main, height: entry.cross)
            : Rect(x: crossOrigin, y: main, width: entry.cross, height: entry.main)
    }
}
