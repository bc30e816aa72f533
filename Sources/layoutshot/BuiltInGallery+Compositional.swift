extension BuiltInGallery {
    /// Compositional specs re-creating the classic layouts of Apple's "Implementing Modern Collection Views"
    /// sample from their published descriptions (grid, two columns, nested groups, orthogonal sections, pinned
    /// headers, badges, lists, section backgrounds).
    static let compositionalSpecs: [(name: String, json: String)] = [
        ("compositional-grid", #"""
        {"viewport": {"width": 375, "height": 420}, "scale": 2,
        "description": "Grid: items a fifth of the width, square groups of five, content insets inside each item",
        "layout": {"kind": "compositional",
        "section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"fractionalWidth": 0.2}},
        "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.2},
        "heightDimension": {"fractionalHeight": 1}}, "contentInsets": {"top": 4, "leading": 4, "bottom": 4,
        "trailing": 4}}}]}, "contentInsets": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8}}},
        "sections": [{"items": {"count": 23}}]}
        """#),
        ("compositional-two-column", #"""
        {"viewport": {"width": 375, "height": 420}, "scale": 2,
        "description": "Two-column: a group of count 2, 10 pt between items and between groups",
        "layout": {"kind": "compositional",
        "section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"absolute": 44}},
        "horizontal": {"repeatingSubitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"fractionalHeight": 1}}}}, "count": 2}, "interItemSpacing": {"fixed": 10}},
        "interGroupSpacing": 10, "contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10}}},
        "sections": [{"items": {"count": 13}}]}
        """#),
        ("compositional-nested-groups", #"""
        {"viewport": {"width": 375, "height": 600}, "scale": 2,
        "description": "Nested groups: a 0.7-wide item beside a vertical group of two, each group 0.4 of the height",
        "layout": {"kind": "compositional",
        "section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"fractionalHeight": 0.4}},
        "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.7},
        "heightDimension": {"fractionalHeight": 1}}, "contentInsets": {"top": 10, "leading": 10, "bottom": 10,
        "trailing": 10}}}, {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.3},
        "heightDimension": {"fractionalHeight": 1}},
        "vertical": {"repeatingSubitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"fractionalHeight": 1}}, "contentInsets": {"top": 10, "leading": 10, "bottom": 10,
        "trailing": 10}}}, "count": 2}}}]}}}, "sections": [{"items": {"count": 9}}]}
        """#),
        orthogonalSections(),
        ("compositional-pinned-headers", #"""
        {"viewport": {"width": 375, "height": 420}, "scale": 2, "offset": {"x": 0, "y": 360},
        "description": "Pinned headers at offset 360: section 1's header stays on top, its footer below",
        "layout": {"kind": "compositional",
        "section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"absolute": 44}},
        "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"fractionalHeight": 1}}}}]}, "contentInsets": {"leading": 10, "trailing": 10},
        "interGroupSpacing": 5, "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"estimated": 44}}, "elementKind": "header", "alignment": "top", "pinToVisibleBounds": true,
        "zIndex": 2}, {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}},
        "elementKind": "footer", "alignment": "bottom"}]}}, "sections": [{"items": {"count": 5}},
        {"items": {"count": 8}}, {"items": {"count": 5}}]}
        """#),
        ("compositional-badges", #"""
        {"viewport": {"width": 375, "height": 300}, "scale": 2,
        "description": "Badges: 20 pt supplementaries on each item's top trailing corner, moved 30% out",
        "layout": {"kind": "compositional",
        "section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"fractionalWidth": 0.2}},
        "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.25},
        "heightDimension": {"fractionalHeight": 1}}, "contentInsets": {"top": 5, "leading": 5, "bottom": 5,
        "trailing": 5}, "supplementaryItems": [{"layoutSize": {"widthDimension": {"absolute": 20},
        "heightDimension": {"absolute": 20}}, "elementKind": "badge", "containerAnchor": {"edges": ["top", "trailing"],
        "fractionalOffset": {"x": 0.3, "y": -0.3}}}]}}]}, "contentInsets": {"top": 20, "leading": 20, "bottom": 20,
        "trailing": 20}}}, "sections": [{"items": {"count": 11}}]}
        """#),
        ("compositional-inset-grouped", #"""
        {"viewport": {"width": 375, "height": 560}, "scale": 2, "safeArea": {"top": 0, "left": 0, "bottom": 0,
        "right": 0},
        "description": "Inset-grouped list: rows within the layout margins on a rounded background, grouped headers",
        "layout": {"kind": "compositional", "list": {"appearance": "insetGrouped", "headerMode": "supplementary"}},
        "sections": [{"items": {"count": 3}}, {"items": {"count": 4}}, {"items": {"count": 2}}]}
        """#),
        ("compositional-section-background", #"""
        {"viewport": {"width": 375, "height": 520}, "scale": 2,
        "description": "Section background decoration: behind every section, inset by 5, under a list of rows",
        "layout": {"kind": "compositional", "interSectionSpacing": 10,
        "section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"absolute": 44}},
        "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
        "heightDimension": {"fractionalHeight": 1}}}}]}, "interGroupSpacing": 5, "contentInsets": {"top": 10,
        "leading": 15, "bottom": 10, "trailing": 15}, "decorationItems": [{"background": "section-background",
        "cornerRadius": 12, "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}]}},
        "sections": [{"items": {"count": 3}}, {"items": {"count": 4}}, {"items": {"count": 2}}]}
        """#),
    ]

    /// One section per orthogonal scrolling behaviour (`none` first), each a 0.7-wide item beside two stacked
    /// ones in a group 0.85 of the width, the scrolling ones shown at a resting offset past their first group
    /// (`continuous` mid-scroll at 140 pt, `paging` one 375 pt page on).
    private static func orthogonalSections() -> (name: String, json: String) {
        let behaviours = ["none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
        let offsets = [140, 305.15, 375, 305.15, 305.15]
        let item = #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}, "#
            + #""contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}"#
        let sections = behaviours.map { behaviour in
            #"""
            {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.85}, "heightDimension": {"absolute": 120}},
              "horizontal": [{"item": \#(item.replacingOccurrences(of: #""fractionalWidth": 1"#, with: #""fractionalWidth": 0.7"#))},
                {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.3}, "heightDimension": {"fractionalHeight": 1}},
                  "vertical": {"repeatingSubitem": {"item": \#(item)}, "count": 2}}}]},
             "orthogonalScrollingBehavior": "\#(behaviour)", "contentInsets": {"leading": 8, "trailing": 8},
             "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 30}},
               "elementKind": "title", "alignment": "top"}]}
            """#
        }
        let scrolled = offsets.enumerated().map { #"{"section": \#($0.offset + 1), "offset": \#($0.element)}"# }
        return ("compositional-orthogonal", """
        {"viewport": {"width": 375, "height": 600}, "scale": 2,
         "description": "Orthogonal sections: none, then each scrolling behaviour scrolled across",
         "layout": {"kind": "compositional", "interSectionSpacing": 12, "sections": [\(sections.joined(separator: ", "))]},
         "sections": [\(behaviours.map { _ in #"{"items": {"count": 9}}"# }.joined(separator: ", "))],
         "orthogonalOffsets": [\(scrolled.joined(separator: ", "))]}
        """)
    }
}
