import Foundation
import LayoutShotSwiftUI
import LayoutSnapshotTesting
import Testing

// A test file as users write one: the testing library, the SwiftUI module and Foundation imported together, and
// SwiftUI's names used unqualified. It compiles only while no name the testing library exports is one of theirs;
// the Swift 5 language-mode target compiles this same file through a link.

/// Two columns of equal width, written as for iOS.
private struct Columns: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 200
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: (width - spacing) / 2, height: nil)).height }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let column = (bounds.width - spacing) / 2
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(index % 2) * (column + spacing)
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: ProposedViewSize(width: column, height: nil))
        }
    }
}

@Suite struct NameClashTests {
    @MainActor @Test func swiftUINamesStayUnqualifiedBesideTheTestingLibrary() throws {
        let insets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        let alignment = Alignment(horizontal: HorizontalAlignment.leading, vertical: VerticalAlignment.top)
        let view = Columns { Color.red.frame(height: 20); Color.blue.frame(height: 30) }
            .padding(insets)
            .frame(width: 216, alignment: alignment)
        let layout = try ViewHost.layout(view, proposal: ProposedViewSize(width: 216, height: nil))
        // The padding leaves 216 − 16 = 200 for the columns, (200 − 10) / 2 = 95 each; the taller column is 30 high,
        // and the padding adds 4 + 4.
        #expect(layout.size == CGSize(width: 216, height: 38))
        #expect(verifyLayoutSnapshot(of: .view(view, proposal: ProposedViewSize(width: 216, height: nil)), as: [.layout], named: "columns",
                                     record: .all, snapshotDirectory: NSTemporaryDirectory() + "/name-clash-\(UUID().uuidString)") == nil)
    }
}

extension NameClashTests {
    /// Foundation's transform, unqualified: the testing library's own transform is `Transform2D`.
    @Test func foundationsNamesStayUnqualifiedBesideTheTestingLibrary() {
        let moved = AffineTransform(translationByX: 3, byY: 4).transform(NSPoint(x: 1, y: 1))
        #expect(moved == NSPoint(x: 4, y: 5))
    }
}
