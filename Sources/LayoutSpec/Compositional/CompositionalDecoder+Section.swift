import LayoutCore

extension CompositionalDecoder {
    static let sectionKeys: Set<String> = [
        "group", "contentInsets", "contentInsetsReference", "interGroupSpacing", "orthogonalScrollingBehavior",
        "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets", "supplementaryContentInsetsReference",
    ]

    /// Exactly one of `section`, `sections` (one entry per spec section) and `list`.
    static func decodeSections(_ layout: SpecReader, sectionCount: Int) throws(SpecError) -> CompositionalSectionSource {
        let given = ["section", "sections", "list"].compactMap { layout.child($0) }
        guard given.count == 1 else { throw layout.fail("exactly one of section, sections, list") }
        if let r = layout.child("section") { return .one(try section(r)) }
        let horizontal = layout.child("scrollDirection").flatMap { d in
            d.value == .string(ScrollDirection.horizontal.rawValue) ? d : nil
        }
        if let r = layout.child("list") {
            if let horizontal { throw horizontal.fail("a list scrolls vertically only") }
            return .one(CompositionalSection.list(using: try list(r)))
        }
        let sectionsReader = try layout.required("sections")
        let readers = try sectionsReader.elements()
        guard readers.count == sectionCount else {
            throw sectionsReader.fail("\(readers.count) entries for \(sectionCount) spec sections")
        }
        var sections: [CompositionalSection] = []
        for reader in readers {
            // `{"list": …}` alone is a list section, as a section provider returning
            // `NSCollectionLayoutSection.list(using:layoutEnvironment:)` for that index.
            if reader.child("list") != nil {
                let object = try reader.object(allowing: ["list"])
                if let horizontal { throw horizontal.fail("a list scrolls vertically only") }
                sections.append(CompositionalSection.list(using: try list(try object.required("list"))))
            } else {
                sections.append(try section(reader))
            }
        }
        return .each(sections)
    }

    /// A section, as `NSCollectionLayoutSection`.
    static func section(_ reader: SpecReader) throws(SpecError) -> CompositionalSection {
        let object = try reader.object(allowing: sectionKeys)
        return CompositionalSection(
            group: try group(object.required("group")),
            contentInsets: try object.child("contentInsets").map { r throws(SpecError) in try directionalInsets(r) } ?? .zero,
            contentInsetsReference: try object.child("contentInsetsReference")?.choice(CompositionalContentInsetsReference.self)
                ?? .automatic,
            interGroupSpacing: try object.child("interGroupSpacing")?.nonNegative() ?? 0,
            orthogonalScrollingBehavior: try object.child("orthogonalScrollingBehavior")?
                .choice(CompositionalOrthogonalScrollingBehavior.self) ?? .none,
            boundarySupplementaryItems: try boundaryItems(object.child("boundarySupplementaryItems")),
            decorationItems: try decorations(object.child("decorationItems")),
            supplementariesFollowContentInsets: try object.child("supplementariesFollowContentInsets")?.bool() ?? true,
            supplementaryContentInsetsReference: try object.child("supplementaryContentInsetsReference")?
                .choice(CompositionalContentInsetsReference.self) ?? .automatic)
    }

    /// Boundary supplementary items, as `NSCollectionLayoutBoundarySupplementaryItem`s; none when absent.
    static func boundaryItems(_ reader: SpecReader?) throws(SpecError) -> [CompositionalBoundarySupplementaryItem] {
        guard let reader else { return [] }
        var items: [CompositionalBoundarySupplementaryItem] = []
        for entry in try reader.elements() {
            let object = try entry.object(allowing: [
                "layoutSize", "elementKind", "alignment", "absoluteOffset", "pinToVisibleBounds", "extendsBoundary", "zIndex",
            ])
            items.append(CompositionalBoundarySupplementaryItem(
                layoutSize: try size(object.required("layoutSize")),
                elementKind: try elementKind(object.required("elementKind")),
                alignment: try object.required("alignment").choice(CompositionalRectAlignment.self),
                absoluteOffset: try object.child("absoluteOffset").map { r throws(SpecError) in try point(r) } ?? .zero,
                pinToVisibleBounds: try object.child("pinToVisibleBounds")?.bool() ?? false,
                extendsBoundary: try object.child("extendsBoundary")?.bool() ?? true,
                zIndex: try object.child("zIndex").map { r throws(SpecError) in try zIndex(r) } ?? 1))
        }
        return items
    }

    /// Section backgrounds, as `NSCollectionLayoutDecorationItem.background(elementKind:)`.
    static func decorations(_ reader: SpecReader?) throws(SpecError) -> [CompositionalDecorationItem] {
        guard let reader else { return [] }
        var items: [CompositionalDecorationItem] = []
        for entry in try reader.elements() {
            let object = try entry.object(allowing: ["background", "zIndex", "contentInsets", "cornerRadius"])
            items.append(CompositionalDecorationItem(
                elementKind: try elementKind(object.required("background")),
                zIndex: try object.child("zIndex").map { r throws(SpecError) in try zIndex(r) } ?? 0,
                contentInsets: try object.child("contentInsets").map { r throws(SpecError) in try directionalInsets(r) } ?? .zero,
                cornerRadius: try object.child("cornerRadius")?.nonNegative() ?? 0))
        }
        return items
    }
}
