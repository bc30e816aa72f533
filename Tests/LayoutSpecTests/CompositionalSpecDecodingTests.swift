import Foundation
import LayoutCore
import LayoutSpec
import Testing

/// Every key of docs/compositional.md decodes to the engine value it names, with the defaults the document gives.
@Suite struct CompositionalSpecDecodingTests {
    static func decode(_ text: String) throws -> Spec {
        try SpecDecoder.decode(Array(text.utf8), file: "c.json")
    }

    static func section(of spec: Spec, _ index: Int) throws -> CompositionalSection {
        let compositional = try #require(spec.layout.compositional)
        return compositional.layout.sectionProvider(index, compositional.layout.environment(for: compositional.viewport))
    }

    static let everyKey = #"""
        {"viewport": {"width": 400, "height": 600},
         "safeArea": {"top": 40, "left": 10, "bottom": 30, "right": 12},
         "layoutMargins": {"top": 41, "left": 20, "bottom": 31, "right": 22},
         "layout": {"kind": "compositional", "scrollDirection": "horizontal", "interSectionSpacing": 12,
           "contentInsetsReference": "layoutMargins",
           "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}},
             "elementKind": "banner", "alignment": "top", "absoluteOffset": {"x": 1, "y": 2}, "pinToVisibleBounds": true,
             "extendsBoundary": false, "zIndex": 3}],
           "sections": [
             {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 80}},
                "horizontal": [
                  {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalHeight": 1}},
                    "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
                    "edgeSpacing": {"leading": {"flexible": 5}, "top": {"fixed": 6}},
                    "supplementaryItems": [{"layoutSize": {"widthDimension": {"absolute": 20}, "heightDimension": {"absolute": 21}},
                      "elementKind": "badge", "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}},
                      "itemAnchor": {"edges": ["bottom"], "absoluteOffset": {"x": 1, "y": 2}}, "zIndex": 2}]}},
                  {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalHeight": 1}},
                    "vertical": {"repeatingSubitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
                      "heightDimension": {"fractionalHeight": 0.5}}}}, "count": 2},
                    "interItemSpacing": {"fixed": 4}}}],
                "interItemSpacing": {"flexible": 8}, "contentInsets": {"leading": 3}, "edgeSpacing": {"bottom": {"fixed": 1}},
                "supplementaryItems": [{"layoutSize": {"widthDimension": {"absolute": 10}, "heightDimension": {"absolute": 11}},
                  "elementKind": "dot", "containerAnchor": {"edges": []}}]},
              "contentInsets": {"top": 5, "leading": 6, "bottom": 7, "trailing": 8},
              "contentInsetsReference": "none", "interGroupSpacing": 9, "orthogonalScrollingBehavior": "groupPagingCentered",
              "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"absolute": 30}},
                "elementKind": "header", "alignment": "topLeading"}],
              "decorationItems": [{"background": "bg", "zIndex": -1, "contentInsets": {"top": 1, "leading": 1, "bottom": 1, "trailing": 1},
                "cornerRadius": 12}],
              "supplementariesFollowContentInsets": false},
             {"group": {"layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 100}},
               "custom": [{"frame": [0, 0, 50, 50], "zIndex": 1}, {"frame": [50, 50, 50, 50]}]}}]},
         "sections": [{"items": {"count": 7}}, {"items": [{}, {}]}],
         "orthogonalOffsets": [{"section": 0, "offset": 30}]}
        """#

    @Test func everyKeyDecodesToItsValue() throws {
        let spec = try Self.decode(Self.everyKey)
        let compositional = try #require(spec.layout.compositional)
        #expect(spec.layout.kind == .compositional)
        #expect(spec.layout.engine == nil)
        #expect(compositional.layout.configuration.scrollDirection == .horizontal)
        #expect(compositional.viewport == CompositionalViewport(
            size: Size2D(width: 400, height: 600), safeAreaInsets: Insets(top: 40, left: 10, bottom: 30, right: 12),
            layoutMargins: Insets(top: 41, left: 20, bottom: 31, right: 22)))
        #expect(compositional.itemCounts == [7, 2])
        #expect(compositional.orthogonalOffsets == [0: 30])
        #expect(compositional.layout.configuration == CompositionalConfiguration(
            scrollDirection: .horizontal, interSectionSpacing: 12,
            boundarySupplementaryItems: [CompositionalBoundarySupplementaryItem(
                layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                elementKind: "banner", alignment: .top, absoluteOffset: Point2D(x: 1, y: 2), pinToVisibleBounds: true,
                extendsBoundary: false, zIndex: 3)],
            contentInsetsReference: .layoutMargins))

        let badge = CompositionalSupplementaryItem(
            layoutSize: CompositionalSize(widthDimension: .absolute(20), heightDimension: .absolute(21)), elementKind: "badge",
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing], fractionalOffset: Point2D(x: 0.3, y: -0.3)),
            itemAnchor: CompositionalAnchor(edges: [.bottom], absoluteOffset: Point2D(x: 1, y: 2)), zIndex: 2)
        let item = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            edgeSpacing: CompositionalEdgeSpacing(leading: .flexible(5), top: .fixed(6)), supplementaryItems: [badge])
        var inner = CompositionalGroup.vertical(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: .item(CompositionalItem(
                layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))),
            count: 2)
        inner.interItemSpacing = .fixed(4)
        let group = CompositionalGroup(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)),
            arrangement: .horizontal([.item(item), .group(inner)]), interItemSpacing: .flexible(8),
            contentInsets: DirectionalEdgeInsets(leading: 3), edgeSpacing: CompositionalEdgeSpacing(bottom: .fixed(1)),
            supplementaryItems: [CompositionalSupplementaryItem(
                layoutSize: CompositionalSize(widthDimension: .absolute(10), heightDimension: .absolute(11)), elementKind: "dot",
                containerAnchor: CompositionalAnchor(edges: []))])
        #expect(try Self.section(of: spec, 0) == CompositionalSection(
            group: group, contentInsets: DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8),
            contentInsetsReference: .none, interGroupSpacing: 9, orthogonalScrollingBehavior: .groupPagingCentered,
            boundarySupplementaryItems: [CompositionalBoundarySupplementaryItem(
                layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)),
                elementKind: "header", alignment: .topLeading)],
            decorationItems: [CompositionalDecorationItem(
                elementKind: "bg", zIndex: -1, contentInsets: DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1),
                cornerRadius: 12)],
            supplementariesFollowContentInsets: false))
        #expect(try Self.section(of: spec, 1) == CompositionalSection(group: .custom(
            layoutSize: CompositionalSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
            items: [
                CompositionalGroupCustomItem(frame: Rect2D(x: 0, y: 0, width: 50, height: 50), zIndex: 1),
                CompositionalGroupCustomItem(frame: Rect2D(x: 50, y: 50, width: 50, height: 50)),
            ])))
    }

    @Test func defaultsAreApples() throws {
        let spec = try Self.decode(#"""
            {"viewport": {"width": 320, "height": 480}, "safeArea": {"top": 20},
             "layout": {"kind": "compositional", "section": {"group": {
               "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}},
               "horizontal": {"repeatingSubitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
                 "heightDimension": {"fractionalHeight": 1}}}}, "count": 3}}}},
             "sections": [{"items": {"count": 4}}, {"items": {"count": 0}}]}
            """#)
        let compositional = try #require(spec.layout.compositional)
        #expect(compositional.layout.configuration == CompositionalConfiguration())
        // Margins default to the safe area plus 16 on the left and right.
        #expect(compositional.viewport.layoutMargins == Insets(top: 20, left: 16, bottom: 0, right: 16))
        #expect(compositional.orthogonalOffsets.isEmpty)
        let expected = CompositionalSection(group: .horizontal(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            repeatingSubitem: .item(CompositionalItem(
                layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))),
            count: 3))
        #expect(try Self.section(of: spec, 0) == expected)
        #expect(try Self.section(of: spec, 1) == expected)
    }

    @Test(arguments: CompositionalListConfiguration.Appearance.allCases)
    func listDecodesToTheListSection(appearance: CompositionalListConfiguration.Appearance) throws {
        let spec = try Self.decode(#"""
            {"viewport": {"width": 320, "height": 480},
             "layout": {"kind": "compositional", "list": {"appearance": "\#(appearance.rawValue)", "headerMode": "supplementary",
               "footerMode": "supplementary", "metrics": {"rowHeight": 50, "plainSupplementaryHeight": 20,
               "groupedSupplementaryHeight": 30, "groupedSectionSpacing": 25, "insetGroupedCornerRadius": 8}}},
             "sections": [{"items": {"count": 2}}]}
            """#)
        var metrics = CompositionalListConfiguration.Metrics()
        metrics.rowHeight = 50
        metrics.plainSupplementaryHeight = 20
        metrics.groupedSupplementaryHeight = 30
        metrics.groupedSectionSpacing = 25
        metrics.insetGroupedCornerRadius = 8
        let configuration = CompositionalListConfiguration(
            appearance: appearance, headerMode: .supplementary, footerMode: .supplementary, metrics: metrics)
        #expect(try Self.section(of: spec, 0) == CompositionalSection.list(using: configuration))
    }

    @Test func yamlDecodesLikeJSON() throws {
        let yaml = """
            viewport: {width: 320, height: 480}
            layout:
              kind: compositional
              list: {appearance: insetGrouped}
            sections:
              - items: {count: 3}
            """
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "c.yaml")
        #expect(try Self.section(of: spec, 0) == CompositionalSection.list(using: CompositionalListConfiguration(appearance: .insetGrouped)))
        #expect(spec.layout.compositional?.itemCounts == [3])
    }

    @Test func theDocumentsExampleDecodes() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/compositional.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n")), end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let spec = try Self.decode(String(text[start.upperBound..<end.lowerBound]))
        #expect(spec.layout.compositional?.itemCounts == [40, 12])
        #expect(spec.layout.compositional?.viewport.safeAreaInsets == Insets(top: 47, left: 0, bottom: 34, right: 0))
    }
}
