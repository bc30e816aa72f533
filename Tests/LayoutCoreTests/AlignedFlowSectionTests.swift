import LayoutCore
import Testing

/// `alignedFlow` sections: headers and footers, per-section options, empty sections and backgrounds.
@Suite struct AlignedFlowSectionTests {
    /// Viewport 200 wide; the layout defaults (centre, spacing 10 and 5, insets 10) apply to section 0 and
    /// sections 1–3 override them.
    static let layout = LayoutConfiguration(
        kind: .alignedFlow, viewport: Size2D(width: 200, height: 400),
        sections: [
            SectionConfiguration(
                items: Array(repeating: ItemSpec(width: 50, height: 40), count: 3), header: 30, footer: 20,
                inset: Insets(top: 10, left: 10, bottom: 10, right: 10), lineSpacing: 5, interitemSpacing: 10,
                alignment: .center, background: SectionBackground(outset: 4, cornerRadius: 8, cover: .items)),
            SectionConfiguration(
                items: [ItemSpec(width: 40, height: 20), ItemSpec(width: 60, height: 30)], header: 24, footer: 8,
                inset: Insets(top: 6), interitemSpacing: 4, sectionSpacing: 12, alignment: .dataEnd,
                background: SectionBackground(outset: 3, cornerRadius: 6, cover: .section)),
            SectionConfiguration(
                items: [], header: 10, sectionSpacing: 12, alignment: .end,
                background: SectionBackground(outset: 2, cover: .items)),
            SectionConfiguration(
                items: [], footer: 16, sectionSpacing: 12, alignment: .start,
                background: SectionBackground(cover: .section)),
        ]
    ).compute()

    @Test func headersItemsAndFootersStackAlongTheScrollAxis() {
        // Section 0: header 0…30; items at 30 + 10 = 40; 3 × 50 + 2 × 10 = 170 of 180 → centred, +5:
        // x 15, 75, 135; items end 80, + 10 → footer 90…110.
        // Section 1: 110 + 12 = 122, header 122…146, items at 146 + 6 = 152; dataEnd with spacing 4 in 200:
        // item 0 at 200 - 40 = 160, item 1 at 160 - 4 - 60 = 96; line 30 high, centred → item 0 at 157.
        // Items end 182 → footer 182…190.
        // Section 2 (empty): 190 + 12 = 202, header 202…212, no items → its item area ends where it starts.
        // Section 3 (empty): 212 + 12 = 224, footer 224…240.
        let l = Self.layout
        #expect(l.cellFrames(section: 0) == [r(15, 40, 50, 40), r(75, 40, 50, 40), r(135, 40, 50, 40)])
        #expect(l.cellFrames(section: 1) == [r(160, 157, 40, 20), r(96, 152, 60, 30)])
        #expect(l.frames(.header) == [r(0, 0, 200, 30), r(0, 122, 200, 24), r(0, 202, 200, 10)])
        #expect(l.frames(.footer) == [r(0, 90, 200, 20), r(0, 182, 200, 8), r(0, 224, 200, 16)])
        #expect(l.contentSize == Size2D(width: 200, height: 240))
    }

    @Test func backgroundsCoverItemsOrTheWholeSection() {
        // Section 0 covers its items: (15, 40)…(185, 80) grown by 4 → (11, 36, 178, 48).
        // Section 1 covers header to footer across the column: (0, 122)…(200, 190) grown by 3.
        // Section 2 covers its items and has none, so it has no background; section 3 covers its footer.
        let backgrounds = Self.layout.staticAttributes.filter { $0.kind == .decoration }
        #expect(backgrounds.map(\.section) == [0, 1, 3])
        #expect(backgrounds.map(\.frame) == [r(11, 36, 178, 48), r(-3, 119, 206, 74), r(0, 224, 200, 16)])
        #expect(backgrounds.map(\.cornerRadius) == [8, 6, 0])
        #expect(backgrounds.allSatisfy { $0.zIndex == -1 })
    }

    @Test func elementsComeInCanonicalOrder() {
        let kinds = Self.layout.staticAttributes.filter { $0.section == 0 }.map(\.kind)
        #expect(kinds == [.header, .cell, .cell, .cell, .footer, .decoration])
    }

    @Test func horizontalBackgroundsMirrorTheAxes() {
        // Height 100, insets top/bottom 10 → 80 along y; header 15 wide, so items start at x 15; items 30 × 20
        // with spacing 10 packed from the top: y 10 and 40. Items end at x 45 → footer 45…55.
        // Items cover: (15, 10)…(45, 60) grown by 5. Section cover: (0, 0)…(55, 100).
        func layout(_ cover: BackgroundCover) -> EngineLayout {
            LayoutConfiguration(
                kind: .alignedFlow, viewport: Size2D(width: 300, height: 100),
                sections: [SectionConfiguration(
                    items: [ItemSpec(width: 30, height: 20), ItemSpec(width: 30, height: 20)], header: 15, footer: 10,
                    inset: Insets(top: 10, bottom: 10), interitemSpacing: 10, alignment: .start,
                    background: SectionBackground(outset: cover == .items ? 5 : 0, cover: cover))],
                scrollDirection: .horizontal
            ).compute()
        }
        let items = layout(.items)
        #expect(items.cellFrames(section: 0) == [r(15, 10, 30, 20), r(15, 40, 30, 20)])
        #expect(items.frames(.header) == [r(0, 0, 15, 100)])
        #expect(items.frames(.footer) == [r(45, 0, 10, 100)])
        #expect(items.frames(.decoration) == [r(10, 5, 40, 60)])
        #expect(layout(.section).frames(.decoration) == [r(0, 0, 55, 100)])
    }

    @Test func emptySectionKeepsItsInsets() {
        // Header 20, insets top 5 and bottom 7, no items: the item area starts and ends at 25, footer at 32.
        let layout = LayoutConfiguration(
            kind: .alignedFlow, viewport: Size2D(width: 100, height: 100),
            sections: [SectionConfiguration(items: [], header: 20, footer: 10, inset: Insets(top: 5, bottom: 7), alignment: .center)]
        ).compute()
        #expect(layout.frames(.footer) == [r(0, 32, 100, 10)])
        #expect(layout.frames(.cell).isEmpty)
        #expect(layout.contentSize.height == 42)
    }
}
