import LayoutCore
import Testing

/// Sticky and permanently pinned headers, worked out by hand on a one-column list:
/// section 0: header 0..20, items 20..50, 50..80 (itemsEnd 80);
/// section 1: header 80..90, item 90..130 (itemsEnd 130);
/// section 2: header 130..150, no items (itemsEnd = its own bottom, 150);
/// section 3: header 150..160, item 160..210 (itemsEnd 210). Content height 210.
@Suite struct StickyHeaderTests {
    func list(pinned: Int? = nil) -> EngineLayout {
        LayoutConfiguration(
            kind: .waterfall, viewport: Size2D(width: 100, height: 100),
            sections: [
                SectionConfiguration(items: heights([30, 30]), header: 20, columns: 1),
                SectionConfiguration(items: heights([40]), header: 10, columns: 1),
                SectionConfiguration(items: [], header: 20, columns: 1),
                SectionConfiguration(items: heights([50]), header: 10, columns: 1),
            ],
            pinHeaders: true, pinnedSection: pinned
        ).compute()
    }

    static let stickyCases: [(Double, [Double])] = [
        // (y0, [header 0 y, header 1 y, header 2 y, header 3 y])
        (0.0, [0.0, 80, 130, 150]),
        (50, [50, 80, 130, 150]),  // inside section 0: sticks at the top
        (60, [60, 80, 130, 150]),  // exactly at the push-away point 80 - 20
        (70, [60, 80, 130, 150]),  // pushed away by the end of section 0
        (100, [60, 100, 130, 150]),
        (125, [60, 120, 130, 150]),  // header 1 pushed: 130 - 10
        (140, [60, 120, 130, 150]),  // the empty section's header never moves
        (155, [60, 120, 130, 155]),
        (300, [60, 120, 130, 200]),  // past the content: stopped at 210 - 10
    ]

    @Test(arguments: Self.stickyCases)
    func stickyHeaders(y0: Double, expected: [Double]) {
        let layout = list()
        #expect((0..<4).map { layout.header($0, at: Point2D(x: 0, y: y0))!.frame.y } == expected)
        #expect(layout.header(0, at: .zero)!.zIndex == 100)
    }

    static let pinnedCases: [(Double, [Double])] = [
        (50.0, [50.0, 80, 130, 150]),  // section 1 not reached: nothing pinned yet
        (80, [60, 80, 130, 150]),  // reached: pinned at y0; others stop 10 lower
        (100, [60, 100, 130, 150]),
        (145, [60, 145, 130, 155]),  // header 3 stops under the pinned header (145 + 10)
        (195, [60, 195, 130, 200]),  // header 3 pushed away by its section's end
        (1000, [60, 1000, 130, 200]),  // the pinned header stays for good
    ]

    @Test(arguments: Self.pinnedCases)
    func permanentlyPinnedSection(y0: Double, expected: [Double]) {
        let layout = list(pinned: 1)
        #expect((0..<4).map { layout.header($0, at: Point2D(x: 0, y: y0))!.frame.y } == expected)
        #expect(layout.header(1, at: .zero)!.zIndex == 1000)
        #expect(layout.header(3, at: .zero)!.zIndex == 100)
    }

    @Test func pinnedWithoutStickyLeavesOtherHeadersStatic() {
        let layout = LayoutConfiguration(
            kind: .waterfall, viewport: Size2D(width: 100, height: 100),
            sections: [
                SectionConfiguration(items: heights([30]), header: 20, columns: 1),
                SectionConfiguration(items: heights([300]), header: 10, columns: 1),
            ],
            pinnedSection: 0
        ).compute()
        #expect(layout.header(0, at: Point2D(x: 0, y: 120))!.frame.y == 120)
        #expect(layout.header(1, at: Point2D(x: 0, y: 120))!.frame.y == 50)
        #expect(layout.header(1, at: .zero)!.zIndex == 0)
    }

    @Test func queriesFindHeadersWhereTheyArePinned() {
        let layout = list(pinned: 1)
        let far = Point2D(x: 0, y: 1000)
        let found = layout.attributes(in: layout.viewportRect(at: far), at: far)
        #expect(found.map(\.kind) == [.header])
        #expect(found.first?.frame == r(0, 1000, 100, 10))
        let mid = Point2D(x: 0, y: 100)
        let visible = layout.attributes(in: layout.viewportRect(at: mid), at: mid)
        // Header 0 sits at 60..80, above the viewport; everything from section 1 on is visible.
        #expect(visible.map { "\($0.kind.rawValue) \($0.section)·\($0.item)" } == [
            "header 1·0", "cell 1·0", "header 2·0", "header 3·0", "cell 3·0",
        ])
    }

    @Test func offsetToShowPutsASectionUnderThePinnedHeader() {
        let layout = list(pinned: 1)
        #expect(layout.offsetToShow(section: 0) == Point2D(x: 0, y: 0))
        #expect(layout.offsetToShow(section: 1) == Point2D(x: 0, y: 80))
        #expect(layout.offsetToShow(section: 2) == Point2D(x: 0, y: 110))  // 130 - 10 under the pinned header
        #expect(layout.offsetToShow(section: 3) == Point2D(x: 0, y: 110))  // 150 - 10 = 140, clamped to 210 - 100
        #expect(layout.offsetToShow(section: 4) == nil)
        let atTarget = layout.attributes(at: Point2D(x: 0, y: 110))
        #expect(atTarget.first { $0.kind == .header && $0.section == 2 }?.frame.y == 130)
    }
}

/// Carousel: viewport 300 × 200, items 100 × 80, spacing 70 (0.7 × 100), insets 150 - 50 = 100.
/// Items at x 100, 270, 440, 610 (centres 150, 320, 490, 660), y (200 - 80) / 2 = 60; content 810.
@Suite struct CarouselTests {
    func carousel() -> EngineLayout {
        LayoutConfiguration(
            kind: .carousel, viewport: Size2D(width: 300, height: 200),
            sections: [SectionConfiguration(items: Array(repeating: ItemSpec(), count: 4), lineSpacing: 70, itemSize: Size2D(width: 100, height: 80))],
            scrollDirection: .horizontal
        ).compute()
    }

    @Test func geometry() {
        let layout = carousel()
        #expect(layout.frames(.cell) == [r(100, 60, 100, 80), r(270, 60, 100, 80), r(440, 60, 100, 80), r(610, 60, 100, 80)])
        #expect(layout.contentSize == Size2D(width: 810, height: 200))
    }

    static let scaleCases: [(Double, [Double])] = [
        // M = 150 + 50 = 200. At 0 the centre is 150: d = 0, 170, 340, 510.
        (0.0, [1.8, 1.8 - 170.0 / 200, 0.8, 0.8]),
        // At 85 the centre is 235: d = 85, 85, 255, 425.
        (85, [1.8 - 85.0 / 200, 1.8 - 85.0 / 200, 0.8, 0.8]),
        // At 510 the centre is 660: the last item is at full scale.
        (510, [0.8, 0.8, 1.8 - 170.0 / 200, 1.8]),
    ]

    @Test(arguments: Self.scaleCases)
    func scaleByDistanceToTheCentre(x0: Double, expected: [Double]) {
        let scales = carousel().attributes(at: Point2D(x: x0, y: 0)).map(\.scale)
        for (scale, want) in zip(scales, expected) { #expect(abs(scale - want) < 1e-12) }
    }

    static let snapCases: [(Double, Double)] = [
        (100.0, 170.0),  // centre 250: 320 is nearer (70) than 150 (100)
        (85, 0),  // centre 235: tie between 150 and 320 → lower index
        (-50, 0),  // before the start → the first item
        (900, 510),  // past the end → the last item, 810 - 300
        (345, 340),  // centre 495 → 490
    ]

    @Test(arguments: Self.snapCases)
    func snapping(proposed: Double, target: Double) {
        #expect(carousel().snappedOffset(proposed: Point2D(x: proposed, y: 0)) == Point2D(x: target, y: 0))
    }

    @Test func velocityMovesAtLeastOneItemInTheFlickDirection() {
        let layout = carousel()
        // Resting at item 0; a small drag to 20 would snap back, a flick right moves to item 1.
        #expect(layout.snappedOffset(proposed: Point2D(x: 20, y: 0), velocity: 500, current: .zero) == Point2D(x: 170, y: 0))
        #expect(layout.snappedOffset(proposed: Point2D(x: 20, y: 0), velocity: -500, current: .zero) == Point2D(x: 0, y: 0))
        // A long flick that already passes item 1 is kept.
        #expect(layout.snappedOffset(proposed: Point2D(x: 345, y: 0), velocity: 500, current: .zero) == Point2D(x: 340, y: 0))
        #expect(layout.snappedOffset(proposed: Point2D(x: 500, y: 0), velocity: 500, current: Point2D(x: 510, y: 0)) == Point2D(x: 510, y: 0))
    }

    @Test func queriesUseTheScaledBox() {
        let layout = carousel()
        // At offset 0 item 1 is scaled 0.95 about x 320 → 272.5..367.5; a rect ending at 271 misses it.
        let at = Point2D.zero
        let left = layout.attributes(in: r(0, 0, 271, 200), at: at).map(\.item)
        #expect(left == [0])
        let wide = layout.attributes(in: r(0, 0, 273, 200), at: at).map(\.item)
        #expect(wide == [0, 1])
    }
}

/// Cards: items 200 × 100, lineSpacing -20, insets top 10 left 10, pinTop 5 → y 10, 90, 170, 250.
@Suite struct CardsTests {
    func cards() -> EngineLayout {
        LayoutConfiguration(
            kind: .cards, viewport: Size2D(width: 300, height: 400),
            sections: [SectionConfiguration(
                items: Array(repeating: ItemSpec(), count: 4), inset: Insets(top: 10, left: 10), lineSpacing: -20,
                itemSize: Size2D(width: 200, height: 100))],
            pinTop: 5
        ).compute()
    }

    static let cardCases: [(Double, [Double])] = [
        (0.0, [10.0, 90, 170, 250]),
        (100, [105, 105, 170, 250]),
        (200, [205, 205, 205, 250]),
        (400, [405, 405, 405, 405]),
    ]

    @Test(arguments: Self.cardCases)
    func cardsPinAtTheTop(y0: Double, expected: [Double]) {
        let attributes = cards().attributes(at: Point2D(x: 0, y: y0))
        #expect(attributes.map(\.frame.y) == expected)
        #expect(attributes.map(\.zIndex) == [0, 1, 2, 3])
        #expect(Set(attributes.map(\.frame.x)) == [10])
    }

    @Test func geometry() {
        let layout = cards()
        #expect(layout.contentSize == Size2D(width: 300, height: 350))
        let pinned = layout.attributes(in: layout.viewportRect(at: Point2D(x: 0, y: 200)), at: Point2D(x: 0, y: 200))
        #expect(pinned.map(\.item) == [0, 1, 2, 3])
    }
}

@Suite struct CardsSpacingTests {
    @Test func aSpacingMoreNegativeThanACardStacksInsteadOfClimbing() {
        // Heights 50, 30, 50 with spacing -40: 0 → 10 (0 + 50 - 40); 10 + 30 - 40 = 0 < 10 → stays at 10.
        let layout = LayoutConfiguration(
            kind: .cards, viewport: Size2D(width: 100, height: 100),
            sections: [SectionConfiguration(items: heights([50, 30, 50]), lineSpacing: -40, itemSize: Size2D(width: 80, height: 10))]
        ).compute()
        #expect(layout.frames(.cell).map(\.y) == [0, 10, 10])
        #expect(layout.contentSize.height == 60)
    }
}

@Suite struct StickyHeadersInACappedColumnTests {
    /// Width 1000 capped at 600 → column x 200..800; list sections: header 0..20, items 20..120;
    /// header 120..140, items 140..240.
    func layout() -> EngineLayout {
        LayoutConfiguration(
            kind: .waterfall, viewport: Size2D(width: 1000, height: 100),
            sections: [
                SectionConfiguration(items: heights([100]), header: 20, columns: 1),
                SectionConfiguration(items: heights([100]), header: 20, columns: 1),
            ],
            maxContentWidth: 600, pinHeaders: true, pinnedSection: 0
        ).compute()
    }

    @Test(arguments: [
        // (y0, header 0 frame, header 1 frame): header 0 pinned at y0 once reached; header 1 stops under it.
        (0.0, r(200, 0, 600, 20), r(200, 120, 600, 20)),
        (110, r(200, 110, 600, 20), r(200, 130, 600, 20)),
        (150, r(200, 150, 600, 20), r(200, 170, 600, 20)),
        (230, r(200, 230, 600, 20), r(200, 220, 600, 20)),  // pushed away: 240 - 20, under the pinned header
    ] as [(Double, Rect2D, Rect2D)])
    func headersStayInTheCentredColumn(y0: Double, first: Rect2D, second: Rect2D) {
        let layout = layout()
        let at = Point2D(x: 0, y: y0)
        #expect(layout.header(0, at: at)?.frame == first)
        #expect(layout.header(1, at: at)?.frame == second)
        let viewport = layout.viewportRect(at: at)
        let visibleHeaders = layout.attributes(in: viewport, at: at).filter { $0.kind == .header }.map(\.frame)
        #expect(visibleHeaders == [first, second].filter { $0.touches(viewport) })
    }

    @Test func cellsSitInTheColumn() {
        #expect(layout().frames(.cell) == [r(200, 20, 600, 100), r(200, 140, 600, 100)])
    }
}
