import LayoutCore
import Testing

/// Content-insets references worked by hand: a full-width 50-point row under a full-width 30-point header,
/// in a 300-point-wide viewport with a 44-point safe area at each side (a phone in landscape), so margins
/// are 44 + 16 = 60 from each side.
@Suite struct CompositionalInsetsReferenceTests {
    static let viewport = CompositionalViewport(
        size: Size2D(width: 300, height: 400), safeAreaInsets: Insets(top: 0, left: 44, bottom: 21, right: 44))

    static func section(
        _ reference: CompositionalContentInsetsReference = .automatic,
        supplementary: CompositionalContentInsetsReference = .automatic, followsInsets: Bool = true
    ) -> CompositionalSection {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
        return CompositionalSection(
            group: group, contentInsetsReference: reference, boundarySupplementaryItems: [header],
            supplementariesFollowContentInsets: followsInsets, supplementaryContentInsetsReference: supplementary)
    }

    static func compute(_ section: CompositionalSection, configuration: CompositionalContentInsetsReference, in viewport: CompositionalViewport = viewport) -> CompositionalGeometry {
        CompositionalLayout(section: section, configuration: CompositionalConfiguration(contentInsetsReference: configuration))
            .compute(in: viewport, itemCounts: [1])
    }

    /// A section's `automatic` follows the configuration's reference (safe area for the configuration's own
    /// `automatic`); a section's own reference wins over the configuration's.
    @Test(arguments: [
        (CompositionalContentInsetsReference.automatic, CompositionalContentInsetsReference.automatic, 44.0, 212.0),
        (.automatic, .none, 0, 300), (.automatic, .safeArea, 44, 212), (.automatic, .layoutMargins, 60, 180),
        (.none, .layoutMargins, 0, 300), (.layoutMargins, .none, 60, 180), (.safeArea, .layoutMargins, 44, 212),
    ])
    func sectionFollowsTheConfiguration(
        section: CompositionalContentInsetsReference, configuration: CompositionalContentInsetsReference, x: Double, width: Double
    ) {
        let layout = Self.compute(Self.section(section, supplementary: section), configuration: configuration)
        #expect(layout.cellFrames == [r(x, 30, width, 50)])
        #expect(layout.frames(.header) == [r(x, 0, width, 30)])
    }

    /// The readable content guide: on a 1024-point iPad in landscape the margins (20) are narrowed to the
    /// 672-point readable width, (1024 − 672) / 2 = 176 from each side; on the phone it is the margins.
    @Test func readableContent() {
        let pad = CompositionalViewport(
            size: Size2D(width: 1024, height: 768), layoutMargins: Insets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(pad.readableContentInsets == Insets(top: 0, left: 176, bottom: 0, right: 176))
        let onPad = Self.compute(Self.section(.readableContent), configuration: .automatic, in: pad)
        #expect(onPad.cellFrames == [r(176, 30, 672, 50)])
        let onPhone = Self.compute(Self.section(.readableContent), configuration: .automatic)
        #expect(onPhone.cellFrames == [r(60, 30, 180, 50)])
        // Given explicitly, the readable insets are used as given.
        let given = CompositionalViewport(
            size: Size2D(width: 300, height: 400), readableContentInsets: Insets(top: 0, left: 30, bottom: 0, right: 50))
        #expect(Self.compute(Self.section(.readableContent), configuration: .automatic, in: given).cellFrames == [r(30, 30, 220, 50)])
    }

    /// Boundary supplementaries are measured from `supplementaryContentInsetsReference`, whose `automatic`
    /// follows the configuration's reference, not the section's; the cells keep the section's.
    @Test(arguments: [
        (CompositionalContentInsetsReference.automatic, CompositionalContentInsetsReference.automatic, 44.0, 212.0),
        (.automatic, .layoutMargins, 60, 180), (.none, .automatic, 0, 300), (.layoutMargins, .safeArea, 60, 180),
    ])
    func supplementaryReference(
        supplementary: CompositionalContentInsetsReference, configuration: CompositionalContentInsetsReference, x: Double, width: Double
    ) {
        let layout = Self.compute(Self.section(.none, supplementary: supplementary), configuration: configuration)
        #expect(layout.cellFrames == [r(0, 30, 300, 50)])
        #expect(layout.frames(.header) == [r(x, 0, width, 30)])
    }
}
