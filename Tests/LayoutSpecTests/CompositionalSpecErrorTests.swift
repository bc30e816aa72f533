import LayoutCore
import LayoutSpec
import Testing

/// Bad values in a compositional spec are errors naming the file and the JSON path, as docs/compositional.md lists.
@Suite struct CompositionalSpecErrorTests {
    static let item = #"{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}"#
    static let group = #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": [\#(item)]}"#
    static let section = #"{"group": \#(group)}"#

    static func spec(layout: String, sections: String = #"[{"items": {"count": 2}}, {"items": {"count": 1}}]"#, top: String = "") -> String {
        #"{"viewport": {"width": 300, "height": 400}, "layout": {"kind": "compositional", \#(layout)}, "sections": \#(sections)\#(top)}"#
    }

    static func message(_ text: String) -> String {
        do {
            _ = try SpecDecoder.decode(Array(text.utf8), file: "t.json")
            return "decoded"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {}, "heightDimension": {"absolute": 50}}, "horizontal": [\#(item)]}}"#),
         "t.json: layout.section.group.layoutSize.widthDimension: expected exactly one of fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings, got none"),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": [{"item": {"layoutSize": {"widthDimension": {"absolute": 1, "estimated": 2}, "heightDimension": {"fractionalHeight": 1}}}}]}}"#),
         "t.json: layout.section.group.horizontal[0].item.layoutSize.widthDimension: expected exactly one of fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings, got absolute and estimated"),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": -1}, "heightDimension": {"absolute": 50}}, "horizontal": [\#(item)]}}"#),
         "t.json: layout.section.group.layoutSize.widthDimension.fractionalWidth: must be a finite number ≥ 0, got -1"),
        (spec(layout: #""sections": [\#(section), \#(section), \#(section)]"#),
         "t.json: layout.sections: 3 entries for 2 spec sections"),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": {"repeatingSubitem": \#(item), "count": 0}}}"#),
         "t.json: layout.section.group.horizontal.count: must be a whole number from 1 to 1100000, got 0"),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "vertical": []}}"#),
         "t.json: layout.section.group.vertical: must list at least one subitem"),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": [\#(item)], "custom": []}}"#),
         "t.json: layout.section.group: expected exactly one of horizontal, vertical, custom"),
        (spec(layout: #""section": {"group": \#(group), "orthogonalScrollingBehavior": "pages"}"#),
         #"t.json: layout.section.orthogonalScrollingBehavior: must be one of "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered", got "pages""#),
        (spec(layout: #""section": \#(section), "list": {"appearance": "plain"}"#),
         "t.json: layout: exactly one of section, sections, list"),
        (spec(layout: #""section": \#(section)"#, top: #", "orthogonalOffsets": [{"section": 0, "offset": 10}]"#),
         "t.json: orthogonalOffsets[0].section: section 0 does not scroll orthogonally"),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": [{"item": {"size": 1}}]}}"#),
         "t.json: layout.section.group.horizontal[0].item.size: unknown key; expected one of contentInsets, edgeSpacing, layoutSize, supplementaryItems"),
        (spec(layout: #""section": {"group": \#(group), "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 20}}, "elementKind": "h", "alignment": "middle"}]}"#),
         #"t.json: layout.section.boundarySupplementaryItems[0].alignment: must be one of "none", "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing", got "middle""#),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": [{"item": {"layoutSize": {"widthDimension": {"absolute": 9}, "heightDimension": {"absolute": 9}}, "supplementaryItems": [{"layoutSize": {"widthDimension": {"absolute": 9}, "heightDimension": {"absolute": 9}}, "elementKind": "", "containerAnchor": {"edges": ["top"]}}]}}]}}"#),
         "t.json: layout.section.group.horizontal[0].item.supplementaryItems[0].elementKind: must be a non-empty string"),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": [{"item": {"layoutSize": {"widthDimension": {"absolute": 9}, "heightDimension": {"absolute": 9}}, "supplementaryItems": [{"layoutSize": {"widthDimension": {"absolute": 9}, "heightDimension": {"absolute": 9}}, "elementKind": "b", "containerAnchor": {"edges": ["up"]}}]}}]}}"#),
         #"t.json: layout.section.group.horizontal[0].item.supplementaryItems[0].containerAnchor.edges[0]: must be one of "top", "leading", "bottom", "trailing", got "up""#),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"absolute": 50}, "heightDimension": {"absolute": 50}}, "custom": [{"frame": [0, 0, 10]}]}}"#),
         "t.json: layout.section.group.custom[0].frame: must be [x, y, width, height], got an array of 3"),
        (spec(layout: #""section": {"group": \#(group), "interGroupSpacing": {"fixed": 3}}"#),
         "t.json: layout.section.interGroupSpacing: must be a finite number ≥ 0, got an object"),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": [\#(item)], "interItemSpacing": {"fixed": 1, "flexible": 2}}}"#),
         "t.json: layout.section.group.interItemSpacing: expected exactly one of fixed, flexible"),
        (spec(layout: #""scrollDirection": "horizontal", "list": {"appearance": "grouped"}"#),
         "t.json: layout.scrollDirection: a list scrolls vertically only"),
        (spec(layout: #""list": {"appearance": "sidebars"}"#),
         #"t.json: layout.list.appearance: must be one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain", got "sidebars""#),
        (spec(layout: #""list": {"appearance": "plain", "headerMode": "first"}"#),
         #"t.json: layout.list.headerMode: must be one of "none", "supplementary", "firstItemInSection", got "first""#),
        (spec(layout: #""list": {"appearance": "plain", "backgroundColor": "red"}"#),
         ##"t.json: layout.list.backgroundColor: must be a colour "#RRGGBB" or "#RRGGBBAA""##),
        (spec(layout: #""list": {"appearance": "plain", "headerTopPadding": -1}"#),
         #"t.json: layout.list.headerTopPadding: must be a finite number ≥ 0, got -1"#),
        (spec(layout: #""list": {"appearance": "plain", "separatorConfiguration": {"bottomSeparatorVisibility": "on"}}"#),
         #"t.json: layout.list.separatorConfiguration.bottomSeparatorVisibility: must be one of "automatic", "visible", "hidden", got "on""#),
        (spec(layout: #""list": {"appearance": "plain", "itemSeparators": [{"section": 0, "item": 1}, {"section": 0, "item": 1}]}"#),
         #"t.json: layout.list.itemSeparators[1]: row 0·1 is named twice"#),
        (spec(layout: #""scrollDirection": "horizontal", "sections": [{"list": {"appearance": "plain"}}, {"list": {"appearance": "plain"}}]"#),
         "t.json: layout.scrollDirection: a list scrolls vertically only"),
        (spec(layout: #""sections": [{"list": {"appearance": "plain"}, "interGroupSpacing": 3}, {"list": {"appearance": "plain"}}]"#),
         "t.json: layout.sections[0].interGroupSpacing: unknown key; expected one of list"),
        (spec(layout: #""sections": [{"list": {"appearance": "plain"}}, {"list": {"appearance": "grid"}}]"#),
         #"t.json: layout.sections[1].list.appearance: must be one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain", got "grid""#),
        (spec(layout: #""list": {"appearance": "plain", "itemSeparators": [{"section": 0}]}"#),
         #"t.json: layout.list.itemSeparators[0].item: is required"#),
        (spec(layout: #""section": \#(section)"#, sections: #"[{"items": {"count": 2}, "header": {"height": 20}}]"#),
         "t.json: sections[0].header: unknown key; expected one of items"),
        (spec(layout: #""section": \#(section)"#, top: #", "variants": [{"columns": 2}]"#),
         #"t.json: variants: variants apply to the engine's kinds, not to kind "compositional""#),
        (#"{"viewport": {"width": 300, "height": 400}, "safeArea": {"top": 10}, "layout": {"kind": "flow"}, "sections": []}"#,
         #"t.json: safeArea: applies to kind "compositional" only"#),
        (spec(
            layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": [{"item": {"layoutSize": {"widthDimension": {"absolute": 9}, "heightDimension": {"absolute": 9}}, "supplementaryItems": [{"layoutSize": {"widthDimension": {"absolute": 9}, "heightDimension": {"absolute": 9}}, "elementKind": "b", "containerAnchor": {"edges": ["top"]}}]}}]}}"#,
            sections: #"[{"items": {"count": 600000}}]"#),
         "t.json: layout: the layout makes more than 1100000 elements (items with their supplementary views); lower the item counts"),
        // 600,000 rows and their 600,000 separators: over the budget; without separators the same list is within it.
        (spec(layout: #""list": {"appearance": "plain"}"#, sections: #"[{"items": {"count": 600000}}]"#),
         "t.json: layout: the layout makes more than 1100000 elements (items with their supplementary views); lower the item counts"),
        (spec(layout: #""list": {"appearance": "plain", "showsSeparators": false}"#, sections: #"[{"items": {"count": 600000}}]"#),
         "decoded"),
        (spec(layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": {"count": 2000, "repeatingSubitem": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}, "vertical": {"count": 1000, "repeatingSubitem": \#(item)}}}}}}"#),
         "t.json: layout: section 0's group lays out more than 1100000 cells (its nested count: values multiply); lower the counts"),
    ])
    func badValueNamesItsPath(text: String, expected: String) {
        #expect(Self.message(text) == expected)
    }

    @Test func aValidSpecDecodes() {
        #expect(Self.message(Self.spec(layout: #""section": \#(Self.section)"#)) == "decoded")
    }
}
