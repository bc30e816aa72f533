import LayoutShotSwiftUI

/// One picture of the SwiftUI gallery: a view and the proposal it is laid out for.
@MainActor
struct GalleryPage {
    let name: String
    let proposal: ProposedViewSize
    let view: AnyView

    static let all: [GalleryPage] = [
        GalleryPage(name: "tag-cloud", proposal: ProposedViewSize(width: 320, height: nil), view: AnyView(TagCloud())),
        GalleryPage(name: "equal-width", proposal: .unspecified, view: AnyView(EqualWidthButtons())),
        GalleryPage(name: "radial", proposal: ProposedViewSize(width: 260, height: 260), view: AnyView(RadialDial())),
        GalleryPage(name: "masonry", proposal: ProposedViewSize(width: 320, height: nil), view: AnyView(MasonryBoard())),
        GalleryPage(name: "grid", proposal: ProposedViewSize(width: 320, height: nil), view: AnyView(ScoreGrid())),
        GalleryPage(name: "lazyvgrid", proposal: ProposedViewSize(width: 320, height: nil), view: AnyView(AdaptiveTiles())),
        GalleryPage(name: "settings-form", proposal: ProposedViewSize(width: 320, height: 420), view: AnyView(SettingsForm())),
        GalleryPage(name: "pinned-list", proposal: ProposedViewSize(width: 320, height: 240), view: AnyView(PinnedHeaderList())),
    ]
}

struct TagCloud: View {
    let tags = [
        "Swift", "SwiftUI", "Layout", "Linux", "Grid", "Snapshot", "PNG", "HStack", "Alignment", "Spacer", "Text",
        "ProposedViewSize", "Cache", "Priority",
    ]

    var body: some View {
        TagFlow {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.subheadline)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(Capsule().fill(Color.blue.opacity(0.18)))
            }
        }
        .padding(12)
    }
}

struct EqualWidthButtons: View {
    var body: some View {
        EqualWidthRow {
            ForEach(["Save", "Don't Save", "Cancel"], id: \.self) { title in
                Button(action: {}) {
                    Text(title)
                        .padding(.vertical, 8)
                        .padding(.horizontal, 12)
                        .frame(maxWidth: .infinity)
                        .background(RoundedRectangle(cornerRadius: 8).fill(Color.indigo.opacity(0.25)))
                }
            }
        }
        .padding(12)
    }
}

struct RadialDial: View {
    var body: some View {
        RadialMenu {
            ForEach(1...8, id: \.self) { number in
                Circle()
                    .fill(Color.orange.opacity(0.6))
                    .frame(width: 48, height: 48)
                    .overlay { Text("\(number)").font(.headline) }
            }
        }
        .padding(10)
    }
}

struct MasonryBoard: View {
    let heights: [CGFloat] = [120, 70, 90, 60, 140, 80, 100, 50, 90, 110, 60, 80]

    var body: some View {
        Masonry(columns: 3) {
            ForEach(heights.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 6)
                    .fill([Color.teal, .pink, .yellow, .mint][index % 4].opacity(0.5))
                    .frame(height: heights[index])
                    .overlay(alignment: .topLeading) { Text("#\(index + 1)").font(.caption).padding(6) }
            }
        }
        .padding(10)
    }
}

struct ScoreGrid: View {
    let rows = [("Ann", 12, 9), ("Bartholomew", 7, 14), ("Cy", 10, 10)]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
            GridRow {
                Text("Player").font(.headline)
                Text("Won").font(.headline)
                Text("Lost").font(.headline)
            }
            Divider()
            ForEach(rows, id: \.0) { row in
                GridRow {
                    Text(row.0)
                    Color.green.opacity(0.5).frame(width: CGFloat(row.1) * 4, height: 14)
                    Color.red.opacity(0.5).frame(width: CGFloat(row.2) * 4, height: 14)
                }
            }
        }
        .padding(12)
    }
}

struct AdaptiveTiles: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))], spacing: 8) {
            ForEach(1...14, id: \.self) { number in
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.purple.opacity(0.35))
                    .frame(height: 56)
                    .overlay { Text("\(number)") }
            }
        }
        .padding(10)
    }
}
