import LayoutCore

/// Previews side by side on one sheet, to review them at a glance: each titled with its name and captioned with its
/// file, line and traits, in rows of `columns`. Each preview is laid out on its own exactly as its snapshot is
/// (`LayoutShotPreview.layout(in:)`), then put in its cell, on a light rectangle of the screen or fixed size it was
/// proposed, centred in it as Xcode's canvas shows it; a preview that cannot be laid out shows why instead.
public struct LayoutShotPreviewSheet: Sendable {
    /// The previews shown, in order.
    public var previews: [LayoutShotPreview]
    /// What the previews are laid out in where their traits say nothing.
    public var context: PreviewContext
    /// How many previews a row holds.
    public var columns: Int

    /// The margin around the sheet, the space between cells, and between a caption and its preview, in points.
    static let margin: CGFloat = 24, gap: CGFloat = 32, captionGap: CGFloat = 6

    /// A sheet of `previews`.
    public init(_ previews: [LayoutShotPreview], context: PreviewContext = PreviewContext(), columns: Int = 4) {
        self.previews = previews
        self.context = context
        self.columns = max(1, columns)
    }

    /// The sheet: its size and every caption's and preview's views, placed.
    @preconcurrency @MainActor
    public func layout() -> ViewLayout {
        let cells = previews.enumerated().map { Cell($0.offset, $0.element, context) }
        var views: [PlacedView] = []
        var y = Self.margin, width: CGFloat = 0
        for start in stride(from: 0, to: cells.count, by: columns) {
            let row = cells[start..<min(start + columns, cells.count)]
            var x = Self.margin
            for cell in row {
                views += cell.views(at: CGPoint(x: x, y: y))
                x += cell.size.width + Self.gap
            }
            width = max(width, x - Self.gap + Self.margin)
            y += row.map(\.size.height).max()! + Self.gap
        }
        let size = CGSize(width: max(width, 2 * Self.margin), height: cells.isEmpty ? 2 * Self.margin : y - Self.gap + Self.margin)
        let root = PlacedView(
            path: "PreviewSheet", typeName: "PreviewSheet", frame: CGRect(origin: .zero, size: size), depth: 0, role: .container,
            fill: nil, cornerRadius: 0, content: nil)
        return ViewLayout(proposal: ProposedViewSize(width: nil, height: nil), size: size, views: [root] + views)
    }
}

/// One preview's cell: its caption, and its layout (or the error saying why there is none) in its area.
private struct Cell {
    let index: Int
    let caption: ViewLayout
    let content: ViewLayout
    /// The area the preview was proposed (the screen, a fixed size), at least its own size.
    let area: CGSize

    @MainActor
    init(_ index: Int, _ preview: LayoutShotPreview, _ context: PreviewContext) {
        self.index = index
        let lines = [preview.name ?? "Preview \(preview.index)", "\(preview.file):\(preview.line)"]
            + (preview.traits.isEmpty ? [] : [preview.traits.map(\.description).joined(separator: ", ")])
        caption = Self.text(VStack(alignment: .leading, spacing: 2) {
            Text(lines[0]).font(.headline)
            ForEach(1..<lines.count) { Text(lines[$0]).font(.caption).foregroundStyle(.secondary) }
        })
        do {
            let layout = try preview.layout(in: context)
            let proposal = try preview.settings(in: context).proposal
            content = layout
            area = CGSize(width: max(layout.size.width, proposal.width ?? 0), height: max(layout.size.height, proposal.height ?? 0))
        } catch {
            let message = Self.text(Text("\(error)").font(.caption).frame(width: 240, alignment: .leading))
            content = message
            area = message.size
        }
    }

    var size: CGSize {
        CGSize(width: max(caption.size.width, area.width), height: caption.size.height + LayoutShotPreviewSheet.captionGap + area.height)
    }

    /// The cell's views with its top left corner at `origin`: the caption, the area, the preview centred in it.
    func views(at origin: CGPoint) -> [PlacedView] {
        let top = origin.y + caption.size.height + LayoutShotPreviewSheet.captionGap
        let areaFrame = CGRect(x: origin.x, y: top, width: area.width, height: area.height)
        let background = PlacedView(
            path: "PreviewSheet/area[\(index)]", typeName: "Rectangle", frame: areaFrame, depth: 1, role: .shape,
            fill: RGBAColor(r: 242, g: 242, b: 245), cornerRadius: 0, content: nil)
        let inset = CGPoint(
            x: areaFrame.minX + ((area.width - content.size.width) / 2).rounded(.down),
            y: areaFrame.minY + ((area.height - content.size.height) / 2).rounded(.down))
        return Self.moved(caption, to: origin, under: "PreviewSheet/caption[\(index)]") + [background]
            + Self.moved(content, to: inset, under: "PreviewSheet/preview[\(index)]")
    }

    @MainActor
    private static func text<V: View>(_ view: V) -> ViewLayout {
        // Captions are stacks of text, which lay out for any proposal.
        (try? ViewHost.layout(view, proposal: ProposedViewSize(width: nil, height: nil)))
            ?? ViewLayout(proposal: ProposedViewSize(width: nil, height: nil), size: .zero, views: [])
    }

    private static func moved(_ layout: ViewLayout, to origin: CGPoint, under prefix: String) -> [PlacedView] {
        layout.views.map { view in
            PlacedView(
                path: prefix + "/" + view.path, typeName: view.typeName, frame: view.frame.offsetBy(dx: origin.x, dy: origin.y),
                depth: view.depth + 2, role: view.role, fill: view.fill, cornerRadius: view.cornerRadius,
                content: view.content)
        }
    }
}
