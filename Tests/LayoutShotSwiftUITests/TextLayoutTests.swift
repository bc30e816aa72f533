import LayoutShotSwiftUI
import LayoutText
import Testing

/// Text in stacks: baselines as explicit guides, text sizes. Expectations come from the embedded font's
/// ascent (its `hhea` table), not from the host.
@MainActor
struct TextLayoutTests {
    /// Apple's `VerticalAlignment.firstTextBaseline` documentation: views line up on their first baselines.
    /// The baseline lies one ascent below the top, so the 17-point text sits ascent(34) − ascent(17) lower.
    @Test func firstTextBaselinesLineUp() throws {
        let layout = try layOut(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Ag").font(.system(size: 34))
            Text("Ag").font(.system(size: 17))
        })
        let font = LayoutText.Font.embedded
        let drop = CGFloat(font.ascent(fontSize: 34) - font.ascent(fontSize: 17))
        let large = try #require(layout["HStack/Text[0]"]), small = try #require(layout["HStack/Text[1]"])
        #expect(large.minY == 0)
        #expect(abs(small.minY - drop) < 1e-9)
    }

    /// Dynamic Type scales text as the body style scales (Apple's HIG: body 17 at `.large`, 28 at
    /// `.accessibility1`); a line is as tall as the font's ascent, descent and gap, rounded up.
    @Test func dynamicTypeSizeScalesText() throws {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility1
        let large = try layOut(Text("Body"), environment: environment)
        let font = LayoutText.Font.embedded
        let line = font.ascent(fontSize: 28) + font.descent(fontSize: 28) + font.lineGap(fontSize: 28)
        #expect(large.size.height == CGFloat(line.rounded(.up)))
        #expect(large.size.width == CGFloat(font.advanceWidth(of: "Body", fontSize: 28).rounded(.up)))
    }

    /// `lineLimit(1)` keeps wrapped text to one line.
    @Test func lineLimitStopsWrapping() throws {
        let wrapped = try layOut(Text("one two three four"), width: 60)
        let limited = try layOut(Text("one two three four").lineLimit(1), width: 60)
        let font = LayoutText.Font.embedded
        let line = CGFloat((font.ascent(fontSize: 17) + font.descent(fontSize: 17) + font.lineGap(fontSize: 17)).rounded(.up))
        #expect(limited.size.height == line)
        #expect(wrapped.size.height > line)
    }
}
