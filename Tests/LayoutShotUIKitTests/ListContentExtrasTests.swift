import LayoutCore
import LayoutShotUIKit
import Testing

/// A background colour transformer, the list content view's layout guides, and the values kept for app code.
@MainActor
struct ListContentExtrasTests {
    @Test func aBackgroundTransformerChangesTheColourDrawn() throws {
        let host = ListCellContentTests.host { cell, _ in
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .red
            background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
            cell.backgroundConfiguration = background
        }
        let row = try #require(try host.resolveContent().attributes.first { $0.kind == .cell })
        // Red at half opacity: 255, 0, 0, alpha 128 of 255 when rounded.
        #expect(row.content?.background?.r == 255 && row.content?.background?.g == 0)
        #expect(row.content?.background?.a == 128)
    }

    @Test func theTextGuideIsTheTextsFrameAndAbsentGuidesAreNil() {
        var content = UIListContentConfiguration.cell()
        content.text = "Title"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutSubviews()
        let guide = view.textLayoutGuide
        #expect(guide != nil)
        #expect(guide?.layoutFrame == view.subviews.first { ($0 as? UILabel)?.text == "Title" }?.frame)
        // The label sits at the 16-point leading margin.
        #expect(guide?.layoutFrame.minX == 16)
        #expect(view.secondaryTextLayoutGuide == nil && view.imageLayoutGuide == nil)
    }
}
