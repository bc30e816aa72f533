import LayoutCore

/// Writes a random compositional description as the text of a `compositional` spec (docs/compositional.md),
/// key by key, so that agreement tests can decode it and compare with the same description built in Swift.
enum CompositionalSpecText {
    static func spec(_ d: CompositionalRandomDescription, margins: Insets, orthogonalOffsets: [Int: Double]) -> String {
        let c = d.configuration
        let layout = [
            #""kind": "compositional""#, #""scrollDirection": "\#(c.scrollDirection.rawValue)""#,
            #""interSectionSpacing": \#(c.interSectionSpacing)"#, #""contentInsetsReference": "\#(c.contentInsetsReference.rawValue)""#,
            #""boundarySupplementaryItems": [\#(c.boundarySupplementaryItems.map(boundary).joined(separator: ", "))]"#,
            #""sections": [\#(d.sections.map(section).joined(separator: ", "))]"#,
        ]
        let offsets = orthogonalOffsets.keys.sorted().map { #"{"section": \#($0), "offset": \#(orthogonalOffsets[$0]!)}"# }
        return """
            {"viewport": {"width": \(d.viewport.width), "height": \(d.viewport.height)},
             "safeArea": \(edgeInsets(d.safeArea)), "layoutMargins": \(edgeInsets(margins)),
             "layout": {\(layout.joined(separator: ", "))},
             "sections": [\(d.counts.map { #"{"items": {"count": \#($0)}}"# }.joined(separator: ", "))],
             "orthogonalOffsets": [\(offsets.joined(separator: ", "))]}
            """
    }

    static func edgeInsets(_ i: Insets) -> String {
        #"{"top": \#(i.top), "left": \#(i.left), "bottom": \#(i.bottom), "right": \#(i.right)}"#
    }

    static func insets(_ i: DirectionalEdgeInsets) -> String {
        #"{"top": \#(i.top), "leading": \#(i.leading), "bottom": \#(i.bottom), "trailing": \#(i.trailing)}"#
    }

    static func point(_ p: Point2D) -> String { #"{"x": \#(p.x), "y": \#(p.y)}"# }

    static func dimension(_ d: CompositionalDimension) -> String {
        switch d {
        case .fractionalWidth(let v): #"{"fractionalWidth": \#(v)}"#
        case .fractionalHeight(let v): #"{"fractionalHeight": \#(v)}"#
        case .absolute(let v): #"{"absolute": \#(v)}"#
        case .estimated(let v): #"{"estimated": \#(v)}"#
        case .uniformAcrossSiblings(let v): #"{"uniformAcrossSiblings": \#(v)}"#
        }
    }

    static func size(_ s: CompositionalSize) -> String {
        #"{"widthDimension": \#(dimension(s.widthDimension)), "heightDimension": \#(dimension(s.heightDimension))}"#
    }

    static func spacing(_ s: CompositionalSpacing) -> String {
        switch s {
        case .fixed(let v): #"{"fixed": \#(v)}"#
        case .flexible(let v): #"{"flexible": \#(v)}"#
        }
    }

    static func edgeSpacing(_ e: CompositionalEdgeSpacing) -> String {
        let sides: [(String, CompositionalSpacing?)] = [("leading", e.leading), ("top", e.top), ("trailing", e.trailing), ("bottom", e.bottom)]
        return "{" + sides.compactMap { key, value in value.map { #""\#(key)": \#(spacing($0))"# } }.joined(separator: ", ") + "}"
    }

    static func anchor(_ a: CompositionalAnchor) -> String {
        let names: [(String, CompositionalAnchor.Edges)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
        let edges = names.filter { a.edges.contains($0.1) }.map { #""\#($0.0)""# }.joined(separator: ", ")
        switch a.offset {
        case .absolute(let p): return #"{"edges": [\#(edges)], "absoluteOffset": \#(point(p))}"#
        case .fractional(let p): return #"{"edges": [\#(edges)], "fractionalOffset": \#(point(p))}"#
        }
    }

    static func supplementary(_ s: CompositionalSupplementaryItem) -> String {
        var keys = [
            #""layoutSize": \#(size(s.layoutSize))"#, #""elementKind": "\#(s.elementKind)""#,
            #""containerAnchor": \#(anchor(s.containerAnchor))"#, #""zIndex": \#(s.zIndex)"#,
        ]
        if let itemAnchor = s.itemAnchor { keys.append(#""itemAnchor": \#(anchor(itemAnchor))"#) }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    static func subitem(_ s: CompositionalSubitem) -> String {
        switch s {
        case .item(let i):
            var keys = [
                #""layoutSize": \#(size(i.layoutSize))"#, #""contentInsets": \#(insets(i.contentInsets))"#,
                #""supplementaryItems": [\#(i.supplementaryItems.map(supplementary).joined(separator: ", "))]"#,
            ]
            if let e = i.edgeSpacing { keys.append(#""edgeSpacing": \#(edgeSpacing(e))"#) }
            return #"{"item": {\#(keys.joined(separator: ", "))}}"#
        case .group(let g):
            return #"{"group": \#(group(g))}"#
        }
    }

    static func group(_ g: CompositionalGroup) -> String {
        let arrangement = switch g.arrangement {
        case .horizontal(let items): #""horizontal": [\#(items.map(subitem).joined(separator: ", "))]"#
        case .vertical(let items): #""vertical": [\#(items.map(subitem).joined(separator: ", "))]"#
        case .horizontalRepeating(let item, let count): #""horizontal": {"repeatingSubitem": \#(subitem(item)), "count": \#(count)}"#
        case .verticalRepeating(let item, let count): #""vertical": {"repeatingSubitem": \#(subitem(item)), "count": \#(count)}"#
        case .custom(let items):
            #""custom": [\#(items.map { #"{"frame": [\#($0.frame.x), \#($0.frame.y), \#($0.frame.width), \#($0.frame.height)], "zIndex": \#($0.zIndex)}"# }.joined(separator: ", "))]"#
        }
        var keys = [
            #""layoutSize": \#(size(g.layoutSize))"#, arrangement, #""contentInsets": \#(insets(g.contentInsets))"#,
            #""supplementaryItems": [\#(g.supplementaryItems.map(supplementary).joined(separator: ", "))]"#,
        ]
        if let s = g.interItemSpacing { keys.append(#""interItemSpacing": \#(spacing(s))"#) }
        if let e = g.edgeSpacing { keys.append(#""edgeSpacing": \#(edgeSpacing(e))"#) }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    static func boundary(_ b: CompositionalBoundarySupplementaryItem) -> String {
        #"{"layoutSize": \#(size(b.layoutSize)), "elementKind": "\#(b.elementKind)", "alignment": "\#(b.alignment.rawValue)", "#
            + #""absoluteOffset": \#(point(b.absoluteOffset)), "pinToVisibleBounds": \#(b.pinToVisibleBounds), "#
            + #""extendsBoundary": \#(b.extendsBoundary), "zIndex": \#(b.zIndex)}"#
    }

    static func section(_ s: CompositionalSection) -> String {
        let decorations = s.decorationItems.map {
            #"{"background": "\#($0.elementKind)", "zIndex": \#($0.zIndex), "contentInsets": \#(insets($0.contentInsets)), "cornerRadius": \#($0.cornerRadius)}"#
        }
        return #"{"group": \#(group(s.group)), "contentInsets": \#(insets(s.contentInsets)), "#
            + #""contentInsetsReference": "\#(s.contentInsetsReference.rawValue)", "interGroupSpacing": \#(s.interGroupSpacing), "#
            + #""orthogonalScrollingBehavior": "\#(s.orthogonalScrollingBehavior.rawValue)", "#
            + #""boundarySupplementaryItems": [\#(s.boundarySupplementaryItems.map(boundary).joined(separator: ", "))], "#
            + #""decorationItems": [\#(decorations.joined(separator: ", "))], "#
            + #""supplementariesFollowContentInsets": \#(s.supplementariesFollowContentInsets), "#
            + #""supplementaryContentInsetsReference": "\#(s.supplementaryContentInsetsReference.rawValue)"}"#
    }
}
