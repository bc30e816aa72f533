/// The built-in gallery: one spec for every layout kind and effect, rendered by `layoutshot` with no arguments.
enum BuiltInGallery {
    /// (name, spec JSON) pairs, in gallery order.
    static let specs: [(name: String, json: String)] = [
        ("flow-grid", """
        {"viewport": {"width": 375, "height": 520}, "scale": 2,
         "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 80}, "lineSpacing": 10, "interitemSpacing": 10,
                    "sectionInset": {"top": 10, "left": 12, "bottom": 10, "right": 12}, "sectionSpacing": 8},
         "sections": [
           {"header": {"height": 36}, "footer": {"height": 24}, "items": {"count": 8}},
           {"header": {"height": 36}, "items": [{"width": 160, "height": 60}, {"width": 60, "height": 90}, {"width": 120, "height": 40},
                                                 {"width": 340, "height": 50}, {"width": 90, "height": 70}]}
         ]}
        """),
        ("flow-horizontal", """
        {"viewport": {"width": 600, "height": 260}, "scale": 2,
         "layout": {"kind": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 90, "height": 70},
                    "lineSpacing": 10, "interitemSpacing": 10, "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
         "sections": [{"header": {"width": 36}, "items": {"count": 7}}, {"header": {"width": 36}, "items": {"count": 5, "height": 50}}]}
        """),
        ("waterfall-3col", """
        {"viewport": {"width": 375, "height": 667}, "scale": 2,
         "layout": {"kind": "waterfall", "columns": 3, "lineSpacing": 10, "interitemSpacing": 10,
                    "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}, "sectionSpacing": 10},
         "sections": [
           {"header": {"height": 44}, "footer": {"height": 30}, "columns": 2,
            "items": [{"height": 120}, {"aspectRatio": 1.5}, {"width": 80, "height": 30}, {"height": 90}, {"aspectRatio": 0.8}]},
           {"header": {"height": 44}, "items": {"count": 18, "height": {"min": 40, "max": 140, "seed": 7}}}
         ]}
        """),
        ("waterfall-horizontal", """
        {"viewport": {"width": 640, "height": 300}, "scale": 2,
         "layout": {"kind": "waterfall", "scrollDirection": "horizontal", "rows": 3, "lineSpacing": 8, "interitemSpacing": 8,
                    "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}},
         "sections": [{"header": {"width": 40}, "footer": {"width": 24}, "items": {"count": 16, "width": {"min": 50, "max": 150, "seed": 3}}}]}
        """),
        tags(aligned: "start"),
        tags(aligned: "end"),
        tags(aligned: "dataEnd"),
        tags(aligned: "center"),
        tags(aligned: "justified"),
        ("aligned-vertical", """
        {"viewport": {"width": 375, "height": 420}, "scale": 2,
         "layout": {"kind": "alignedFlow", "alignment": "start", "lineSpacing": 10, "interitemSpacing": 10, "sectionSpacing": 10,
                    "sectionInset": {"top": 10, "left": 12, "bottom": 10, "right": 12}, "background": {"outset": 4, "cornerRadius": 10}},
         "sections": [
           {"header": {"height": 30}, "verticalAlignment": "top",
            "items": {"count": 9, "width": {"min": 40, "max": 90, "seed": 2}, "height": {"min": 24, "max": 80, "seed": 9}}},
           {"header": {"height": 30}, "verticalAlignment": "center", "alignment": "center",
            "items": {"count": 9, "width": {"min": 40, "max": 90, "seed": 2}, "height": {"min": 24, "max": 80, "seed": 9}}},
           {"header": {"height": 30}, "verticalAlignment": "bottom", "alignment": "dataEnd",
            "items": {"count": 9, "width": {"min": 40, "max": 90, "seed": 2}, "height": {"min": 24, "max": 80, "seed": 9}}}
         ]}
        """),
        ("aligned-follow", """
        {"viewport": {"width": 375, "height": 560}, "scale": 2,
         "layout": {"kind": "alignedFlow", "follow": true, "verticalAlignment": "top", "lineSpacing": 8, "interitemSpacing": 8,
                    "sectionSpacing": 10, "sectionInset": {"top": 10, "left": 12, "bottom": 10, "right": 12},
                    "background": {"outset": 4, "cornerRadius": 10, "cover": "section"}},
         "sections": [
           {"header": {"height": 30}, "alignment": "start",
            "items": {"count": 14, "width": 80, "height": {"min": 30, "max": 110, "seed": 5}}},
           {"header": {"height": 30}, "alignment": "dataEnd",
            "items": {"count": 10, "width": 100, "height": {"min": 30, "max": 90, "seed": 8}}}
         ]}
        """),
        ("sections-background", """
        {"viewport": {"width": 375, "height": 560}, "scale": 2,
         "layout": {"kind": "flow", "itemSize": {"width": 70, "height": 70}, "lineSpacing": 10, "interitemSpacing": 10,
                    "sectionInset": {"top": 16, "left": 16, "bottom": 16, "right": 16}, "sectionSpacing": 12,
                    "background": {"outset": 6, "cornerRadius": 12}},
         "sections": [
           {"header": {"height": 34}, "items": {"count": 7}},
           {"header": {"height": 34}, "footer": {"height": 24}, "background": {"cover": "section", "cornerRadius": 16},
            "items": {"count": 6}}
         ]}
        """),
        ("cards-stack", """
        {"viewport": {"width": 320, "height": 480}, "scale": 2,
         "offsets": [{"x": 0, "y": 0}, {"x": 0, "y": 240}, {"x": 0, "y": 520}],
         "layout": {"kind": "cards", "itemSize": {"width": 288, "height": 180}, "lineSpacing": -60, "pinTop": 12,
                    "sectionInset": {"top": 12, "left": 16, "bottom": 12, "right": 16}},
         "sections": [{"items": {"count": 8}}]}
        """),
        ("carousel", """
        {"viewport": {"width": 375, "height": 260}, "scale": 2,
         "offsets": [{"x": 0, "y": 0}, {"x": 90, "y": 0}, {"x": 364, "y": 0}],
         "layout": {"kind": "carousel", "itemSize": {"width": 100, "height": 100}},
         "sections": [{"items": {"count": 6}}]}
        """),
        ("sticky-pinned", """
        {"viewport": {"width": 375, "height": 420}, "scale": 2,
         "offsets": [{"x": 0, "y": 0}, {"x": 0, "y": 200}, {"x": 0, "y": 560}],
         "layout": {"kind": "waterfall", "pinHeaders": true, "pinnedSection": 1, "lineSpacing": 8, "interitemSpacing": 8,
                    "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}},
         "sections": [
           {"header": {"height": 40}, "columns": 1, "items": {"count": 3, "height": 56}},
           {"header": {"height": 44}, "items": []},
           {"header": {"height": 36}, "columns": 2, "items": {"count": 10, "height": {"min": 60, "max": 130, "seed": 11}}},
           {"header": {"height": 36}, "columns": 3, "items": {"count": 15, "height": {"min": 50, "max": 110, "seed": 5}}}
         ]}
        """),
    ] + compositionalSpecs

    /// The same tag cloud for every horizontal alignment, so the pictures differ by alignment alone.
    private static func tags(aligned alignment: String) -> (name: String, json: String) {
        ("aligned-\(alignment)", """
        {"viewport": {"width": 375, "height": 300}, "scale": 2,
         "layout": {"kind": "alignedFlow", "alignment": "\(alignment)", "lineSpacing": 10, "interitemSpacing": 10,
                    "sectionInset": {"top": 12, "left": 12, "bottom": 12, "right": 12},
                    "background": {"outset": 6, "cornerRadius": 14}},
         "sections": [{"header": {"height": 34},
                       "items": {"count": 16, "text": ["made", "in", "China", "UIView", "UITableView", "UICollectionView", "Swift", "layout", "tags", "iOS", "chips", "flow", "SwiftUI", "async", "render", "snapshot"]}}]}
        """)
    }
}
