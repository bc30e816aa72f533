import LayoutCore
import LayoutSpec
import Testing

/// List sections and orthogonal filmstrips as spec files give them.
@Suite struct CompositionalListSpecTests {
    static func spec(_ text: String) throws -> Spec {
        try SpecDecoder.decode(Array(text.utf8), file: "l.json")
    }

    /// `sections` entries of `{"list": …}` are list sections, one configuration each: a plain section of two
    /// rows under a 28-point header (0–116), then an inset-grouped one without a header (grouped spacing 35:
    /// rows at 151 and 195 between the 16-point margins of a 320-point view).
    @Test func aSectionsEntryCanBeAList() throws {
        let spec = try Self.spec(#"""
            {"viewport": {"width": 320, "height": 480},
             "layout": {"kind": "compositional", "sections": [
               {"list": {"appearance": "plain", "headerMode": "supplementary"}},
               {"list": {"appearance": "insetGrouped", "showsSeparators": false}}]},
             "sections": [{"items": {"count": 2}}, {"items": {"count": 2}}]}
            """#)
        let all = spec.computeLayout().attributes(at: .zero)
        #expect(all.filter { $0.kind == .cell }.map(\.frame) == [
            Rect2D(x: 0, y: 28, width: 320, height: 44), Rect2D(x: 0, y: 72, width: 320, height: 44),
            Rect2D(x: 16, y: 151, width: 288, height: 44), Rect2D(x: 16, y: 195, width: 288, height: 44),
        ])
        // The plain section's one separator; the inset one shows none.
        #expect(all.filter { $0.elementKind == "list-separator" }.map(\.frame) == [Rect2D(x: 16, y: 71.5, width: 304, height: 0.5)])
    }

    /// Every list key decodes onto the configuration, `itemSeparators` as a handler answering for its rows.
    @Test func everyListKeyDecodes() throws {
        let spec = try Self.spec(#"""
            {"viewport": {"width": 320, "height": 480},
             "layout": {"kind": "compositional", "list": {"appearance": "sidebarPlain", "headerMode": "firstItemInSection",
               "footerMode": "supplementary", "headerTopPadding": 6, "showsSeparators": true, "backgroundColor": "#10203040",
               "separatorConfiguration": {"bottomSeparatorInsets": {"leading": 40, "trailing": 8}, "topSeparatorVisibility": "hidden"},
               "itemSeparators": [{"section": 0, "item": 1, "bottomSeparatorVisibility": "visible"}],
               "metrics": {"separatorThickness": 1, "cellLayoutMargin": 20}}},
             "sections": [{"items": {"count": 3}}]}
            """#)
        let list = try #require(spec.layout.compositional?.layout.sectionProvider(0, spec.layout.compositional!.layout
            .environment(for: spec.layout.compositional!.viewport)).list)
        #expect(list.appearance == .sidebarPlain && list.headerMode == .firstItemInSection && list.footerMode == .supplementary)
        #expect(list.headerTopPadding == 6 && list.showsSeparators && list.backgroundColor == RGBAColor(r: 16, g: 32, b: 48, a: 64))
        #expect(list.separatorConfiguration.bottomSeparatorInsets == DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 8))
        #expect(list.separatorConfiguration.topSeparatorVisibility == .hidden)
        #expect(list.metrics.separatorThickness == 1 && list.metrics.cellLayoutMargin == 20)
        let handler = try #require(list.itemSeparatorHandler)
        #expect(handler.configuration(0, 1, list.separatorConfiguration).bottomSeparatorVisibility == .visible)
        #expect(handler.configuration(0, 2, list.separatorConfiguration) == list.separatorConfiguration)
        // Rows 0–44 (the header row), 44–88, 88–132: row 1's separator with the list's insets; row 2 is last.
        let separators = spec.computeLayout().attributes(at: .zero).filter { $0.elementKind == "list-separator" }
        #expect(separators.map(\.frame) == [Rect2D(x: 40, y: 87, width: 272, height: 1)])
    }

    /// `offsets` in an `orthogonalOffsets` entry makes a filmstrip: one set of offsets per frame, a section given
    /// one `offset` keeping it in each; the first frame's are the layout's.
    @Test func orthogonalOffsetsListsMakeFrames() throws {
        let spec = try Self.spec(#"""
            {"viewport": {"width": 300, "height": 400},
             "layout": {"kind": "compositional", "section": {"group": {
               "layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 50}},
               "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]},
               "orthogonalScrollingBehavior": "continuous"}},
             "sections": [{"items": {"count": 9}}, {"items": {"count": 9}}],
             "orthogonalOffsets": [{"section": 0, "offsets": [0, 50, 120]}, {"section": 1, "offset": 30}]}
            """#)
        let compositional = try #require(spec.layout.compositional)
        #expect(compositional.orthogonalOffsetFrames == [[0: 0, 1: 30], [0: 50, 1: 30], [0: 120, 1: 30]])
        #expect(compositional.orthogonalOffsets == [0: 0, 1: 30])
        #expect(spec.render.area == .viewport)
    }

    @Test(arguments: [
        (#"[{"section": 0, "offsets": [0, 50]}, {"section": 1, "offsets": [0, 50, 100]}]"#, "",
         "l.json: orthogonalOffsets[1].offsets: lists 3 offsets where orthogonalOffsets[0].offsets lists 2; every offsets list gives one offset per frame of the filmstrip"),
        (#"[{"section": 0, "offset": 0, "offsets": [0, 50]}]"#, "",
         "l.json: orthogonalOffsets[0]: exactly one of offset, offsets"),
        (#"[{"section": 0}]"#, "", "l.json: orthogonalOffsets[0]: exactly one of offset, offsets"),
        (#"[{"section": 0, "offsets": []}]"#, "", "l.json: orthogonalOffsets[0].offsets: must list 1 to 64 offsets, got 0"),
        (#"[{"section": 0, "offsets": [0, "a"]}]"#, "", "l.json: orthogonalOffsets[0].offsets[1]: must be a number, got \"a\""),
        (#"[{"section": 0, "offsets": [0, 50]}]"#, #", "offsets": [{"x": 0, "y": 0}, {"x": 0, "y": 10}]"#,
         "l.json: orthogonalOffsets[0].offsets: the spec's offsets already make a filmstrip; list several orthogonal offsets with one offset only"),
    ])
    func badFilmstripsNameTheirPath(entries: String, extra: String, message: String) {
        let text = #"{"viewport": {"width": 300, "height": 400}, "layout": {"kind": "compositional", "section": {"group": {"layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 50}}, "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]}, "orthogonalScrollingBehavior": "paging"}}, "sections": [{"items": {"count": 9}}, {"items": {"count": 9}}], "orthogonalOffsets": \#(entries)\#(extra)}"#
        do {
            _ = try Self.spec(text)
            Issue.record("decoded")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
