#if !canImport(SwiftUI)
/// Previews side by side as one view, to review them at a glance: each titled with its name and captioned with
/// its file, line and traits, laid out as its traits say (`sizeThatFitsLayout` at its ideal size, the device
/// layout in the screen's frame), in rows of `columns`. A preview that cannot be laid out shows why instead.
public struct LayoutShotPreviewSheet: View {
    /// The previews shown, in order.
    public var previews: [LayoutShotPreview]
    /// What the previews are laid out in where their traits say nothing.
    public var context: PreviewContext
    /// How many previews a row holds.
    public var columns: Int

    /// A sheet of `previews`.
    public init(_ previews: [LayoutShotPreview], context: PreviewContext = PreviewContext(), columns: Int = 4) {
        self.previews = previews
        self.context = context
        self.columns = max(1, columns)
    }

    /// The rows of cells.
    public var body: some View {
        let rows = stride(from: 0, to: previews.count, by: columns).map { Array($0..<min($0 + columns, previews.count)) }
        return VStack(alignment: .leading, spacing: 32) {
            ForEach(0..<rows.count) { row in
                HStack(alignment: .top, spacing: 32) {
                    ForEach(rows[row], id: \.self) { index in cell(previews[index]) }
                }
            }
        }
        .padding(24)
        .fixedSize()
    }

    private func cell(_ preview: LayoutShotPreview) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(preview.name ?? "Preview \(preview.index)").font(.headline)
            Text("\(preview.file):\(preview.line)").font(.caption)
            if !preview.traits.isEmpty {
                Text(preview.traits.map(\.description).joined(separator: ", ")).font(.caption)
            }
            content(preview)
        }
    }

    private func content(_ preview: LayoutShotPreview) -> AnyView {
        do {
            _ = try preview.layout(in: context)
            let (proposal, environment) = try preview.settings(in: context)
            let view = preview.makeBody()
                .environment(\.dynamicTypeSize, environment.dynamicTypeSize)
                .environment(\.layoutDirection, environment.layoutDirection)
            guard let width = proposal.width, let height = proposal.height else { return AnyView(view.fixedSize()) }
            return AnyView(view.frame(width: width, height: height).background(Color(white: 0.96)))
        } catch {
            return AnyView(Text("\(error)").font(.caption).frame(width: 240, alignment: .leading))
        }
    }
}
#endif
