import LayoutCore
import LayoutSpec
import Testing

@Suite struct SpecDecodingTests {
    @Test func splitMix64MatchesTheReferenceVectors() {
        var a = SplitMix64(seed: 1_234_567)
        let expected: [UInt64] = [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423]
        #expect([a.next(), a.next(), a.next()] == expected)
        var b = SplitMix64(seed: 0)
        #expect(b.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func generatorDrawsMinPlusOutputModuloSpanAndReseedsPerSection() throws {
        // Seed 7, range [60, 200]: 60 + r % 141 for the first five outputs r = 183, 165, 150, 111, 70.
        let text = #"""
            {"viewport": {"width": 300, "height": 500}, "layout": {"kind": "waterfall"},
             "sections": [{"items": {"count": 5, "height": {"min": 60, "max": 200, "seed": 7}, "width": 9}},
                          {"items": {"count": 2, "height": {"min": 60, "max": 200, "seed": 7}}}]}
            """#
        let spec = try SpecDecoder.decode(Array(text.utf8), file: "g.json")
        #expect(spec.layout.engine?.sections[0].items.map(\.height) == [183, 165, 150, 111, 70])
        #expect(spec.layout.engine?.sections[0].items.map(\.width) == Array(repeating: 9, count: 5))
        #expect(spec.layout.engine?.sections[1].items.map(\.height) == [183, 165])
    }

    @Test func sectionsOverrideLayoutOptions() throws {
        let text = #"""
            {"name": "x", "viewport": {"width": 300, "height": 500},
             "layout": {"kind": "waterfall", "columns": 3, "lineSpacing": 4, "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4}},
             "sections": [{"items": []}, {"columns": 1, "lineSpacing": 9, "header": {"height": 12}, "footer": {"height": 0}, "items": []}]}
            """#
        let spec = try SpecDecoder.decode(Array(text.utf8), file: "o.json")
        let sections = try #require(spec.layout.engine).sections
        #expect(sections.map(\.columns) == [3, 1])
        #expect(sections.map(\.lineSpacing) == [4, 9])
        #expect(sections[1].inset == Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(sections.map(\.header) == [nil, 12])
        #expect(sections.map(\.footer) == [nil, 0])
        #expect(spec.name == "x")
    }

    @Test func defaultsFollowTheContract() throws {
        let spec = try SpecDecoder.decode(Array(#"{"viewport": {"width": 300, "height": 500}, "layout": {"kind": "flow"}, "sections": [{"items": [{}]}]}"#.utf8), file: "dir/d.json")
        #expect(spec.name == "d")
        #expect(spec.scale == 1)
        #expect(spec.offsets == [.zero])
        #expect(spec.render == RenderSettings(area: .content, labels: true, theme: .light))
        let section = try #require(spec.layout.engine).sections[0]
        #expect(section.itemSize == Size2D(width: 50, height: 50))
        #expect(section.lineSpacing == 0 && section.interitemSpacing == 0 && section.sectionSpacing == 0)
        #expect(section.columns == 2)
        #expect(spec.layout.engine?.scrollDirection == .vertical)
    }

    @Test func anOffsetMakesTheViewportTheDefaultArea() throws {
        let spec = try SpecDecoder.decode(Array(#"{"viewport": {"width": 300, "height": 500}, "offset": {"x": 0, "y": 40}, "layout": {"kind": "flow"}, "sections": []}"#.utf8), file: "o.json")
        #expect(spec.render.area == .viewport)
        #expect(spec.offset == Point2D(x: 0, y: 40))
        let overridden = try SpecDecoder.decode(Array(#"{"viewport": {"width": 300, "height": 500}, "layout": {"kind": "flow"}, "sections": []}"#.utf8), file: "o.json", offsets: [Point2D(x: 0, y: 9)])
        #expect(overridden.render.area == .viewport)
        #expect(overridden.offsets == [Point2D(x: 0, y: 9)])
    }

    @Test func carouselSpacingDefaultsToSevenTenthsOfTheItemWidth() throws {
        let spec = try SpecDecoder.decode(Array(#"{"viewport": {"width": 300, "height": 200}, "layout": {"kind": "carousel", "itemSize": {"width": 100, "height": 80}}, "sections": [{"items": {"count": 3}}]}"#.utf8), file: "c.json")
        #expect(spec.layout.engine?.sections[0].lineSpacing == 70)
        #expect(spec.layout.engine?.scrollDirection == .horizontal)
    }

    @Test func yamlWithTheSameKeysGivesTheSameSpec() throws {
        let json = #"{"viewport": {"width": 375, "height": 667}, "layout": {"kind": "waterfall", "columns": 3, "lineSpacing": 10}, "sections": [{"header": {"height": 44}, "items": [{"height": 120}, {"aspectRatio": 1.5}]}]}"#
        let yaml = """
            viewport: {width: 375, height: 667}
            layout:
              kind: waterfall
              columns: 3
              lineSpacing: 10
            sections:
              - header: {height: 44}
                items:
                  - height: 120
                  - aspectRatio: 1.5
            """
        let a = try SpecDecoder.decode(Array(json.utf8), file: "a.json")
        let b = try SpecDecoder.decode(Array(yaml.utf8), file: "a.yaml")
        #expect(a.layout.engine == b.layout.engine)
    }
}
