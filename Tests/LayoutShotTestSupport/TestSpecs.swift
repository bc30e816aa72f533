import LayoutSpec

/// Small specs the tests share.
public enum TestSpecs {
    /// A 240×300 two-column waterfall with a header and five items; `height` is item 0·3's height, the one
    /// tests change. With `viewport`, the picture is the viewport at offset 0, so its size stays put.
    public static func waterfallJSON(height: Double = 80, scale: Double = 1, viewport: Bool = false) -> String {
        """
            {"viewport": {"width": 240, "height": 300}, "scale": \(scale),\(viewport ? " \"offset\": {\"x\": 0, \"y\": 0}," : "")
             "layout": {"kind": "waterfall", "columns": 2, "lineSpacing": 10, "interitemSpacing": 10,
                        "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
             "sections": [{"header": {"height": 30},
                           "items": [{"height": 60}, {"height": 90}, {"height": 40}, {"height": \(height)}, {"height": 50}]}]}
            """
    }

    /// `waterfallJSON` decoded.
    public static func waterfall(height: Double = 80, scale: Double = 1, viewport: Bool = false) throws(SpecError) -> Spec {
        try SpecDecoder.decode(Array(waterfallJSON(height: height, scale: scale, viewport: viewport).utf8), file: "fixture.json")
    }

    /// A gallery's flow spec: one section of three items under a header, in a 120 × 80 viewport.
    public static let galleryFlow = #"""
        {"viewport": {"width": 120, "height": 80}, "layout": {"kind": "flow", "itemSize": {"width": 50, "height": 30}},
         "sections": [{"header": {"height": 20}, "items": {"count": 3}}]}
        """#

    /// A gallery's YAML spec: a two-column waterfall of four items.
    public static let galleryWaterfallYAML = """
        viewport: {width: 120, height: 80}
        layout: {kind: waterfall, columns: 2}
        sections:
          - items: {count: 4, height: 25}
        """

    /// A gallery's spec with variants: the same waterfall in two and three columns.
    public static let galleryVariants = #"""
        {"name": "columns", "description": "two or three", "viewport": {"width": 120, "height": 80},
         "layout": {"kind": "waterfall"}, "sections": [{"items": {"count": 4, "height": 25}}],
         "variants": [{"columns": 2}, {"columns": 3}]}
        """#
}
