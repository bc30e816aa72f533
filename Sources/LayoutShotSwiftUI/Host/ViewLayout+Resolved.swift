import LayoutCore

extension ViewLayout {
    /// The layout as LayoutCore's `ResolvedLayout`, which the pipeline renders to SVG/PNG and layout JSON: one
    /// element per view, named by its path (`elementKind`), drawn deeper over shallower (`zIndex` is the depth).
    /// Text is a cell (labelled with its string from `texts`, its section the rank of its point size
    /// among `textSizes`), images are supplementary views, shapes and colours decorations in their fill, and
    /// containers faintly tinted decorations; modifiers and spacers are kept but hidden.
    public func resolvedLayout() -> ResolvedLayout {
        let size = Size2D(width: Double(self.size.width), height: Double(self.size.height))
        let sizes = textSizes
        var textIndex = 0
        let attributes = views.map { view -> LayoutAttributes in
            let frame = Rect2D(
                x: Double(view.frame.minX), y: Double(view.frame.minY), width: Double(view.frame.width),
                height: Double(view.frame.height))
            switch view.role {
            case .text(_, let fontSize):
                defer { textIndex += 1 }
                return LayoutAttributes(
                    kind: .cell, section: sizes.firstIndex(of: fontSize) ?? 0, item: textIndex, frame: frame,
                    zIndex: view.depth, elementKind: view.path)
            case .image:
                return LayoutAttributes(kind: .supplementary, section: 0, frame: frame, zIndex: view.depth, elementKind: view.path)
            case .shape:
                return LayoutAttributes(
                    kind: .decoration, section: 0, frame: frame, zIndex: view.depth, cornerRadius: Double(view.cornerRadius),
                    elementKind: view.path, color: view.fill)
            case .divider:
                return LayoutAttributes(
                    kind: .decoration, section: 0, frame: frame, zIndex: view.depth, elementKind: view.path,
                    color: Self.dividerColor)
            case .container:
                return LayoutAttributes(
                    kind: .decoration, section: 0, frame: frame, zIndex: view.depth, elementKind: view.path,
                    color: Self.containerTint)
            case .modifier, .spacer:
                return LayoutAttributes(
                    kind: .decoration, section: 0, frame: frame, zIndex: view.depth, elementKind: view.path, isHidden: true)
            }
        }
        return ResolvedLayout(
            viewport: size, contentSize: size, offset: .zero, visible: Rect2D(origin: .zero, size: size), attributes: attributes)
    }

    /// The point sizes of the layout's text, in order of first appearance: text of the `i`-th size is in section `i`.
    public var textSizes: [CGFloat] {
        var sizes: [CGFloat] = []
        for view in views {
            if case .text(_, let fontSize) = view.role, !sizes.contains(fontSize) { sizes.append(fontSize) }
        }
        return sizes
    }

    /// The strings of the text views in drawing order: the `i`-th is the label of the cell with item `i`.
    public var texts: [String] {
        views.compactMap { view in
            if case .text(let string, _) = view.role { return string }
            return nil
        }
    }

    /// A container's tint: light enough that nested containers stay readable.
    static let containerTint = RGBAColor(r: 90, g: 110, b: 140, a: 20)
    /// iOS's separator grey (Apple's Human Interface Guidelines, "Color": separator, light mode).
    static let dividerColor = RGBAColor(r: 198, g: 198, b: 200)
}
