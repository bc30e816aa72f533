import LayoutCore
import LayoutSpec
import Testing

/// Compositional specs laid out through `Spec.computeLayout()`, with frames worked out by hand.
@Suite struct CompositionalSpecFrameTests {
    static func layout(_ text: String) throws -> ComputedLayout {
        try SpecDecoder.decode(Array(text.utf8), file: "c.json").computeLayout()
    }

    static func frames(_ attributes: [LayoutAttributes], _ kind: ElementKind) -> [Rect2D] {
        attributes.filter { $0.kind == kind }.map(\.frame)
    }

    @Test func applesGridOfFifths() throws {
        // Group: 375 wide, 0.2 × 375 = 75 tall; items 0.2 × 375 = 75 square, inset 5 on each side → 65 × 65 cells.
        let layout = try Self.layout(#"""
            {"viewport": {"width": 375, "height": 667},
             "layout": {"kind": "compositional", "section": {"group": {
               "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalWidth": 0.2}},
               "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.2}, "heightDimension": {"fractionalHeight": 1}},
                 "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}}]}}},
             "sections": [{"items": {"count": 7}}]}
            """#)
        #expect(layout.engine == nil)
        #expect(layout.contentSize == Size2D(width: 375, height: 150))
        #expect(layout.elementCount == 7)
        #expect(Self.frames(layout.attributes(at: .zero), .cell) == [
            Rect2D(x: 5, y: 5, width: 65, height: 65), Rect2D(x: 80, y: 5, width: 65, height: 65),
            Rect2D(x: 155, y: 5, width: 65, height: 65), Rect2D(x: 230, y: 5, width: 65, height: 65),
            Rect2D(x: 305, y: 5, width: 65, height: 65),
            Rect2D(x: 5, y: 80, width: 65, height: 65), Rect2D(x: 80, y: 80, width: 65, height: 65),
        ])
    }

    static let pinned = #"""
        {"viewport": {"width": 300, "height": 200},
         "layout": {"kind": "compositional", "interSectionSpacing": 20, "section": {
           "group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}},
             "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalHeight": 1}}}}]},
           "contentInsets": {"top": 10, "leading": 20, "bottom": 10, "trailing": 20}, "interGroupSpacing": 5,
           "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}},
             "elementKind": "header", "alignment": "top", "pinToVisibleBounds": true}],
           "decorationItems": [{"background": "bg", "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}]}},
         "sections": [{"items": {"count": 4}}, {"items": {"count": 4}}]}
        """#

    @Test func sectionInsetsSpacingAndBackgrounds() throws {
        // Content width 300 − 20 − 20 = 260; two 130-wide items per 50-tall group, groups 5 apart.
        // Section 0: header 0–40, top inset to 50, groups at 50 and 105, bottom inset to 165.
        // Section 1 starts 20 later at 185: header 185–225, groups at 235 and 290, ends at 350.
        let layout = try Self.layout(Self.pinned)
        let all = layout.attributes(at: .zero)
        #expect(layout.contentSize == Size2D(width: 300, height: 350))
        #expect(layout.maximumOffset == Point2D(x: 0, y: 150))
        // 8 cells, 2 headers, 2 backgrounds.
        #expect(layout.elementCount == 12)
        #expect(Self.frames(all, .cell) == [
            Rect2D(x: 20, y: 50, width: 130, height: 50), Rect2D(x: 150, y: 50, width: 130, height: 50),
            Rect2D(x: 20, y: 105, width: 130, height: 50), Rect2D(x: 150, y: 105, width: 130, height: 50),
            Rect2D(x: 20, y: 235, width: 130, height: 50), Rect2D(x: 150, y: 235, width: 130, height: 50),
            Rect2D(x: 20, y: 290, width: 130, height: 50), Rect2D(x: 150, y: 290, width: 130, height: 50),
        ])
        // Backgrounds: each section's frame across the viewport (0–300), shrunk by 5; drawn below the cells.
        let backgrounds = all.filter { $0.kind == .decoration }
        #expect(backgrounds.map(\.frame) == [Rect2D(x: 5, y: 5, width: 290, height: 155), Rect2D(x: 5, y: 190, width: 290, height: 155)])
        #expect(backgrounds.map(\.zIndex) == [-1, -1])
        #expect(backgrounds.map(\.elementKind) == ["bg", "bg"])
    }

    @Test(arguments: [
        // Header 0 pins at the viewport's top until its section's end (165) less its height: 125.
        (0.0, 0.0, 185.0), (100, 100, 185), (150, 125, 185), (200, 125, 200), (250, 125, 250),
    ] as [(Double, Double, Double)])
    func pinnedHeadersFollowTheOffset(offset: Double, header0: Double, header1: Double) throws {
        let layout = try Self.layout(Self.pinned)
        #expect(Self.frames(layout.attributes(at: Point2D(x: 0, y: offset)), .header) == [
            Rect2D(x: 20, y: header0, width: 260, height: 40), Rect2D(x: 20, y: header1, width: 260, height: 40),
        ])
    }

    @Test func orthogonalSectionAtItsOffset() throws {
        // 100 × 80 groups run across from the leading inset 15, 10 apart: x = 15, 125, 235, 345; the spec's
        // orthogonal offset 100 moves them left by 100. The section is one group deep: content 80 tall.
        let layout = try Self.layout(#"""
            {"viewport": {"width": 300, "height": 400},
             "layout": {"kind": "compositional", "section": {
               "group": {"layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 80}},
                 "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]},
               "contentInsets": {"leading": 15}, "interGroupSpacing": 10, "orthogonalScrollingBehavior": "continuous"}},
             "sections": [{"items": {"count": 4}}],
             "orthogonalOffsets": [{"section": 0, "offset": 100}]}
            """#)
        #expect(layout.contentSize == Size2D(width: 300, height: 80))
        #expect(Self.frames(layout.attributes(at: .zero), .cell).map(\.x) == [-85, 25, 135, 245])
        // The viewport shows only the cells meeting it: the first ends at 15, so it is still in.
        #expect(Self.frames(layout.resolvedViewport(at: .zero).attributes, .cell).count == 4)
    }

    @Test func insetGroupedListIsMeasuredFromTheMargins() throws {
        // Margins: 16 on the left and right. Grouped: no header, so 35 of spacing above the 44-tall rows.
        let layout = try Self.layout(#"""
            {"viewport": {"width": 320, "height": 480},
             "layout": {"kind": "compositional", "list": {"appearance": "insetGrouped"}},
             "sections": [{"items": {"count": 2}}]}
            """#)
        let all = layout.attributes(at: .zero)
        #expect(Self.frames(all, .cell) == [Rect2D(x: 16, y: 35, width: 288, height: 44), Rect2D(x: 16, y: 79, width: 288, height: 44)])
        let background = all.filter { $0.elementKind == CompositionalListConfiguration.backgroundElementKind }
        #expect(background.map(\.frame) == [Rect2D(x: 16, y: 35, width: 288, height: 88)])
        // One separator, under the first row: from the cell's 16-point margin to the row's trailing edge, 0.5 thick.
        let separators = all.filter { $0.elementKind == CompositionalListConfiguration.separatorElementKind }
        #expect(separators.map(\.frame) == [Rect2D(x: 32, y: 78.5, width: 272, height: 0.5)])
    }

    @Test func engineKindsComputeAsBefore() throws {
        let spec = try SpecDecoder.decode(
            Array(#"{"viewport": {"width": 200, "height": 300}, "layout": {"kind": "flow", "itemSize": {"width": 50, "height": 50}}, "sections": [{"items": {"count": 9}}]}"#.utf8),
            file: "f.json")
        let layout = spec.computeLayout()
        let configuration = try #require(spec.layout.engine)
        #expect(spec.layout.compositional == nil)
        #expect(layout.engine?.staticAttributes == configuration.compute().staticAttributes)
        #expect(layout.attributes(at: Point2D(x: 0, y: 20)) == configuration.compute().attributes(at: Point2D(x: 0, y: 20)))
    }

    @Test func nestedTinyGroupsStopAtTheItemsTheyCanHold() throws {
        // Groups 0.1 wide hold groups 0.0001 wide holding 1e-7-wide items: a billion slots if each level repeated
        // as far as it fits. Only the first three items exist, one after the other in the first tiny groups.
        func group(_ width: Double, _ inner: String) -> String {
            #"{"group": {"layoutSize": {"widthDimension": {"absolute": \#(width)}, "heightDimension": {"absolute": 10}}, "horizontal": [\#(inner)]}}"#
        }
        let item = #"{"item": {"layoutSize": {"widthDimension": {"absolute": 1e-7}, "heightDimension": {"absolute": 1}}}}"#
        let layout = try Self.layout(#"""
            {"viewport": {"width": 375, "height": 600},
             "layout": {"kind": "compositional", "section": {"group": {
               "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 10}},
               "horizontal": [\#(group(0.1, group(0.0001, item)))]}}},
             "sections": [{"items": {"count": 3}}]}
            """#)
        #expect(layout.contentSize == Size2D(width: 375, height: 10))
        #expect(Self.frames(layout.attributes(at: .zero), .cell).map(\.x) == [0, 1e-7, 2e-7])
    }
}
