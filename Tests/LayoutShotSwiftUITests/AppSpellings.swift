import LayoutShotSwiftUI

// Spellings the surveyed apps' view files use (docs/swiftui.md, "Real app view files"), written as app code writes
// them on iOS: `Gauge`, `ToolbarTitleMenu`, `ImageRenderer`, `Image(_:scale:label:)`, `interpolation(_:)`,
// `@ScaledMetric`, `onChange(of:perform:)`, `gridCellAnchor(_:)` and `String(localized:)`. This file compiling is the
// test (in the Swift 5 mode too, by LayoutShotSwiftUISwift5Tests).

struct GaugeSpellingRow: View {
    var value: Int
    var top: Int

    var body: some View {
        Grid {
            GridRow {
                Text(String(localized: "Sweetness", bundle: .main, comment: "A flavour."))
                Gauge(value: Double(value), in: 0...Double(top)) {
                    EmptyView()
                }
                .tint(value == top ? Color.accentColor : Color.secondary)
                .labelsHidden()
                .gaugeStyle(.linearCapacity)
                Text(value.formatted()).gridCellAnchor(.trailing)
            }
        }
        .onChange(of: value) { newValue in
            _ = newValue
        }
        .toolbar {
            ToolbarTitleMenu {
                Button {
                } label: {
                    Label("Rename", systemImage: "pencil")
                }
            }
        }
    }
}

@MainActor
func gaugeSpellingThumbnail(scale: CGFloat) -> Image? {
    let renderer = ImageRenderer(content: GaugeSpellingRow(value: 1, top: 2))
    renderer.proposedSize = ProposedViewSize(width: 60, height: 60)
    renderer.scale = scale
    guard let cgImage = renderer.cgImage else { return nil }
    return Image(cgImage, scale: scale, label: Text("Thumbnail"))
}

struct ScaledIconLabel: View {
    @ScaledMetric(relativeTo: .footnote) private var iconWidth = 14.0

    var body: some View {
        HStack {
            Image("icon").resizable().interpolation(.medium).antialiased(true).frame(width: iconWidth)
            Text(String(localized: "Order #\(7, specifier: "%02d")"))
        }
    }
}
