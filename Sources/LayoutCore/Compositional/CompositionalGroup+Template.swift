extension CompositionalGroup {
    /// Resolves the group at `size` into slots. A `subitems` sequence repeats at most
    /// `max(capacity, 1024)` times (`capacity` is the section's item count), and the group holds at most that many
    /// slots, so that tiny items cannot make a group of unbounded size while every group that can be filled is
    /// laid out as Apple's is.
    func template(size: Size, capacity: Int) -> CompositionalGroupTemplate {
        var template = CompositionalGroupTemplate()
        place(in: Rect(origin: .zero, size: size), into: &template, capacity: max(1024, capacity))
        return template
    }

    private func place(in frame: Rect, into template: inout CompositionalGroupTemplate, capacity: Int) {
        let content = frame.inset(by: contentInsets)
        let firstSlot = template.slots.count
        switch arrangement {
        case .custom(let items):
            for item in items {
                template.slots.append(.init(frame: item.frame.offsetBy(dx: content.x, dy: content.y), zIndex: item.zIndex))
            }
        case .horizontal(let subitems):
            placeSequence(subitems, repeating: nil, horizontal: true, in: content, into: &template, capacity: capacity)
        case .vertical(let subitems):
            placeSequence(subitems, repeating: nil, horizontal: false, in: content, into: &template, capacity: capacity)
        case .horizontalRepeating(let subitem, let count):
            placeSequence([subitem], repeating: count, horizontal: true, in: content, into: &template, capacity: capacity)
        case .verticalRepeating(let subitem, let count):
            placeSequence([subitem], repeating: count, horizontal: false, in: content, into: &template, capacity: capacity)
        }
        guard template.slots.count > firstSlot else { return }
        for supplementary in supplementaryItems {
            template.supplementaries.append(.init(
                frame: supplementary.frame(on: frame), elementKind: supplementary.elementKind,
                zIndex: supplementary.zIndex, slot: firstSlot))
        }
    }

    /// Lays subitems along one axis: each takes its size (or, for `repeating`, an equal share of the
    /// group's length) plus its edge spacing; free space goes in equal shares to the flexible spacings.
    private func placeSequence(
        _ subitems: [CompositionalSubitem], repeating count: Int?, horizontal: Bool, in content: Rect,
        into template: inout CompositionalGroupTemplate, capacity: Int
    ) {
        guard !subitems.isEmpty else { return }
        let axis = GroupAxis(horizontal: horizontal)
        let length = axis.main(content.size), gap = interItemSpacing?.minimum ?? 0
        var entries: [GroupAxis.Entry] = []
        if let count {
            let n = max(0, count)
            let entry = axis.entry(subitems[0], in: content.size)
            let share = n == 0 ? 0 : (length - Double(n - 1) * gap - Double(n) * (entry.before.minimum + entry.after.minimum)) / Double(n)
            entries = Array(repeating: axis.withMainLength(entry, share), count: min(n, capacity))
        } else {
            var used = 0.0
            while true {
                let index = entries.count
                let entry = axis.entry(subitems[index % subitems.count], in: content.size)
                let needed = entry.before.minimum + entry.main + entry.after.minimum + (index == 0 ? 0 : gap)
                if index >= subitems.count {
                    let repeats = needed > 0 && used + needed <= length + 1e-9 && index < capacity
                    if !repeats { break }
                }
                entries.append(entry)
                used += needed
            }
        }
        var flexible = entries.reduce(0) { $0 + ($1.before.isFlexible ? 1 : 0) + ($1.after.isFlexible ? 1 : 0) }
        if interItemSpacing?.isFlexible == true { flexible += max(0, entries.count - 1) }
        let used = entries.reduce(0) { $0 + $1.before.minimum + $1.main + $1.after.minimum } + Double(max(0, entries.count - 1)) * gap
        let share = flexible > 0 && length > used ? (length - used) / Double(flexible) : 0
        var cursor = axis.mainOrigin(content)
        for (k, entry) in entries.enumerated() {
            // Slots past `capacity` hold no item (it is at least the section's item count); stopping there keeps
            // nested repeating groups of tiny subitems from multiplying into billions of slots.
            if template.slots.count >= capacity { break }
            if k > 0 { cursor += gap + (interItemSpacing?.isFlexible == true ? share : 0) }
            cursor += entry.before.minimum + (entry.before.isFlexible ? share : 0)
            let frame = axis.frame(main: cursor, entry: entry, in: content)
            cursor += entry.main + entry.after.minimum + (entry.after.isFlexible ? share : 0)
            switch entry.subitem {
            case .item(let item):
                let cell = frame.inset(by: item.effectiveContentInsets)
                template.slots.append(.init(frame: cell, zIndex: 0))
                for supplementary in item.supplementaryItems {
                    template.supplementaries.append(.init(
                        frame: supplementary.frame(on: cell), elementKind: supplementary.elementKind,
                        zIndex: supplementary.zIndex, slot: template.slots.count - 1))
                }
            case .group(let group):
                group.place(in: frame, into: &template, capacity: capacity)
            }
        }
    }
}

extension CompositionalItem {
    /// Content insets with the axes whose dimension is estimated zeroed, as Apple documents.
    var effectiveContentInsets: DirectionalEdgeInsets {
        var insets = contentInsets
        if layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
        if layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
        return insets
    }
}
