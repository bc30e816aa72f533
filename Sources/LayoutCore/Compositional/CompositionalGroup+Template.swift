extension CompositionalGroup {
    /// Resolves the group at `size` into slots. A `subitems` sequence repeats at most
    /// `max(capacity, 1024)` times (`capacity` is the section's item count), and the group holds at most that many
    /// slots, so that tiny items cannot make a group of unbounded size while every group that can be filled is
    /// laid out as Apple's is. With `sizes`, estimated items take their measured lengths.
    func template(size: Size2D, capacity: Int, sizes: CompositionalSlotSizes? = nil) -> CompositionalGroupTemplate {
        var template = CompositionalGroupTemplate()
        place(in: Rect2D(origin: .zero, size: size), into: &template, capacity: max(1024, capacity), sizes: sizes)
        return template
    }

    /// The group's size once its items are measured: on an axis whose dimension is estimated, what its content
    /// takes (the longest subitem across the group's axis, their sum along it) plus its content insets; elsewhere
    /// `proposed`, the size its dimensions resolve to. Also the number of slots the group fills.
    func measured(proposed: Size2D, capacity: Int, sizes: CompositionalSlotSizes) -> (size: Size2D, slots: Int) {
        var scratch = CompositionalGroupTemplate()
        let content = place(in: Rect2D(origin: .zero, size: proposed), into: &scratch, capacity: max(1024, capacity), sizes: sizes)
        let axes = CompositionalSelfSizingAxes(layoutSize)
        let size = Size2D(
            width: axes.contains(.width) ? content.width + contentInsets.leading + contentInsets.trailing : proposed.width,
            height: axes.contains(.height) ? content.height + contentInsets.top + contentInsets.bottom : proposed.height)
        return (size, scratch.slots.count)
    }

    /// Places the subitems in `frame`; returns the extent they take inside the content insets.
    @discardableResult
    private func place(
        in frame: Rect2D, into template: inout CompositionalGroupTemplate, capacity: Int, sizes: CompositionalSlotSizes?
    ) -> Size2D {
        let content = frame.inset(by: contentInsets)
        let firstSlot = template.slots.count
        var extent = Size2D.zero
        switch arrangement {
        case .custom(let items):
            for item in items {
                template.slots.append(.init(frame: item.frame.offsetBy(dx: content.x, dy: content.y), zIndex: item.zIndex))
                extent = Size2D(width: max(extent.width, item.frame.maxX), height: max(extent.height, item.frame.maxY))
            }
        case .horizontal(let subitems):
            extent = placeSequence(subitems, repeating: nil, along: .horizontal, in: content, into: &template, capacity: capacity, sizes: sizes)
        case .vertical(let subitems):
            extent = placeSequence(subitems, repeating: nil, along: .vertical, in: content, into: &template, capacity: capacity, sizes: sizes)
        case .horizontalRepeating(let subitem, let count):
            extent = placeSequence([subitem], repeating: count, along: .horizontal, in: content, into: &template, capacity: capacity, sizes: sizes)
        case .verticalRepeating(let subitem, let count):
            extent = placeSequence([subitem], repeating: count, along: .vertical, in: content, into: &template, capacity: capacity, sizes: sizes)
        }
        guard template.slots.count > firstSlot else { return extent }
        for supplementary in supplementaryItems {
            template.supplementaries.append(.init(
                frame: supplementary.frame(on: frame), elementKind: supplementary.elementKind,
                zIndex: supplementary.zIndex, slot: firstSlot))
        }
        return extent
    }

    /// Lays subitems along one axis: each takes its size (or, for `repeating`, an equal share of the
    /// group's length) plus its edge spacing; free space goes in equal shares to the flexible spacings.
    /// A sequence repeats while the next subitem fits, unless the group's length along the axis is estimated.
    /// Returns the extent the subitems take: their lengths and spacings along the axis, the longest across it.
    private func placeSequence(
        _ subitems: [CompositionalSubitem], repeating count: Int?, along direction: ScrollDirection, in content: Rect2D,
        into template: inout CompositionalGroupTemplate, capacity: Int, sizes: CompositionalSlotSizes?
    ) -> Size2D {
        guard !subitems.isEmpty else { return .zero }
        let axis = AxisMapper(direction: direction)
        let length = axis.v(of: content.size), gap = interItemSpacing?.minimum ?? 0
        var measurer = SubitemMeasurer(axis: axis, container: content.size, capacity: capacity, sizes: sizes, slot: template.slots.count)
        var entries: [GroupEntry] = []
        if let count {
            let n = max(0, count)
            let entry = GroupEntry(subitems[0], in: content.size, axis: axis)
            let share = n == 0 ? 0 : (length - Double(n - 1) * gap - Double(n) * (entry.before.minimum + entry.after.minimum)) / Double(n)
            if sizes == nil {
                entries = Array(repeating: entry.withMainLength(share), count: min(n, capacity))
            } else {
                for _ in 0..<min(n, capacity) { entries.append(measurer.next(subitems[0]).withMainLength(share)) }
            }
        } else {
            // A group whose own length along its axis is estimated takes the length of its content, so there is no
            // length to fill: its subitems are laid out once.
            let fills = !axis.v(width: layoutSize.widthDimension, height: layoutSize.heightDimension).isEstimated
            var used = 0.0
            while true {
                let index = entries.count
                let subitem = subitems[index % subitems.count]
                let entry = measurer.peek(subitem)
                let needed = entry.before.minimum + entry.main + entry.after.minimum + (index == 0 ? 0 : gap)
                if index >= subitems.count {
                    let repeats = fills && needed > 0 && used + needed <= length + 1e-9 && index < capacity
                    if !repeats { break }
                }
                measurer.take()
                entries.append(entry)
                used += needed
            }
        }
        if sizes != nil { GroupEntry.shareUniformLengths(&entries, axis: axis) }
        var flexible = entries.reduce(0) { $0 + ($1.before.isFlexible ? 1 : 0) + ($1.after.isFlexible ? 1 : 0) }
        if interItemSpacing?.isFlexible == true { flexible += max(0, entries.count - 1) }
        let used = entries.reduce(0) { $0 + $1.before.minimum + $1.main + $1.after.minimum } + Double(max(0, entries.count - 1)) * gap
        let share = flexible > 0 && length > used ? (length - used) / Double(flexible) : 0
        var cursor = axis.vMin(of: content)
        var across = 0.0
        for (k, entry) in entries.enumerated() {
            // Slots past `capacity` hold no item (it is at least the section's item count); stopping there keeps
            // nested repeating groups of tiny subitems from multiplying into billions of slots.
            if template.slots.count >= capacity { break }
            if k > 0 { cursor += gap + (interItemSpacing?.isFlexible == true ? share : 0) }
            cursor += entry.before.minimum + (entry.before.isFlexible ? share : 0)
            let frame = entry.frame(at: cursor, in: content, axis: axis)
            cursor += entry.main + entry.after.minimum + (entry.after.isFlexible ? share : 0)
            across = max(across, entry.crossBefore.minimum + entry.cross + entry.crossAfter.minimum)
            switch entry.subitem {
            case .item(let item):
                let cell = frame.inset(by: item.effectiveContentInsets)
                template.slots.append(.init(frame: cell, zIndex: 0, selfSizing: CompositionalSelfSizingAxes(item.layoutSize)))
                for supplementary in item.supplementaryItems {
                    template.supplementaries.append(.init(
                        frame: supplementary.frame(on: cell), elementKind: supplementary.elementKind,
                        zIndex: supplementary.zIndex, slot: template.slots.count - 1))
                }
            case .group(let group):
                group.place(in: frame, into: &template, capacity: capacity, sizes: sizes)
            }
        }
        return axis.size(u: across, v: used)
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
