import LayoutCore

extension ViewLayout {
    /// The layout as LayoutCore's `ResolvedLayout`, which the pipeline renders to SVG/PNG and layout JSON: one
    /// element per view, named by its path (`elementKind`), drawn deeper over shallower (`zIndex` is the depth).
    /// Text is a cell showing its lines and images are supplementary views showing a placeholder (their
    /// `content`, see `LeafDrawing`), shapes and colours decorations in their fill; containers, modifiers and spacers
    /// are kept but hidden, as the device draws nothing for a stack with no background (a `background` is its own view),
    /// and so are the views a list has scrolled out of its frame; a pinned list header is drawn over the rows.
    public func resolvedLayout() -> ResolvedLayout {
        let size = Size2D(width: Double(self.size.width), height: Double(self.size.height))
        var textIndex = 0
        var attributes = views.map { view -> LayoutAttributes in
            // A higher drawing layer covers every view of a lower one, however deep (depths stay below the bound).
            let zIndex = view.depth + view.layer * (ViewHost.maximumDepth + 1)
            let frame = Rect2D(
                x: Double(view.frame.minX), y: Double(view.frame.minY), width: Double(view.frame.width),
                height: Double(view.frame.height))
            switch view.role {
            case .text:
                defer { textIndex += 1 }
                var text = LayoutAttributes(
                    kind: .cell, section: 0, item: textIndex, frame: frame, zIndex: zIndex, elementKind: view.path)
                text.content = view.content
                return text
            case .image:
                var image = LayoutAttributes(
                    kind: .supplementary, section: 0, frame: frame, zIndex: zIndex, elementKind: view.path)
                image.content = view.content
                return image
            case .shape:
                return LayoutAttributes(
                    kind: .decoration, section: 0, frame: frame, zIndex: zIndex, cornerRadius: Double(view.cornerRadius),
                    elementKind: view.path, color: view.fill)
            case .divider:
                return LayoutAttributes(
                    kind: .decoration, section: 0, frame: frame, zIndex: zIndex, elementKind: view.path,
                    color: Self.dividerColor)
            case .container, .modifier, .spacer:
                return LayoutAttributes(
                    kind: .decoration, section: 0, frame: frame, zIndex: zIndex, elementKind: view.path, isHidden: true)
            }
        }
        for index in attributes.indices {
            if views[index].isClippedAway { attributes[index].isHidden = true }
            attributes[index].clip = views[index].clip
        }
        return ResolvedLayout(
            viewport: size, contentSize: size, offset: .zero, visible: Rect2D(origin: .zero, size: size), attributes: attributes)
    }

    /// iOS's separator grey (Apple's Human Interface Guidelines, "Color": separator, light mode).
    static let dividerColor = RGBAColor(r: 198, g: 198, b: 200)
}
