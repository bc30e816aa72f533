import LayoutCore
import LayoutShotSwiftUI
import Testing

/// What a list draws around its rows, as on iOS in light mode: its background by style (grouped grey #F2F2F7,
/// plain white), its sections' rows on white (a band in the grouped style, a card with 10-point corners in the
/// inset grouped one), separators between rows, the row modifiers, and a plain list's pinned headers. Frames worked
/// by hand at 390 × 800 (rows 44 tall, headers of a 10-point view 22, see `ListStyleTests`).
@MainActor
struct ListChromeTests {
    static let groupedGrey = RGBAColor(r: 242, g: 242, b: 247)
    static let white = RGBAColor(r: 255, g: 255, b: 255)
    static let separatorGrey = RGBAColor(r: 198, g: 198, b: 200)

    /// The drawn element of the view at `path`.
    static func drawn(_ layout: ViewLayout, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutAttributes? {
        let element = layout.resolvedLayout().attributes.first { $0.elementKind == path }
        if element == nil { Issue.record("nothing drawn at \(path) in\n\(layout)", sourceLocation: sourceLocation) }
        return element
    }

    /// Inset grouped (the default): the list is grey; each section's rows, not its header, are on one white card
    /// 16 in from the sides with 10-point corners. Section 0's card is its row, [16, 57, 358, 44]; section 1's
    /// [16, 136, 358, 44] (`ListStyleTests.sections()`).
    @Test func insetGroupedSectionsAreWhiteCardsOnGrey() throws {
        let layout = try layOut(ListStyleTests.sections(), width: 390, height: 800)
        expectFrame(layout, "List/ListBackground[1]", [0, 0, 390, 800])
        #expect(Self.drawn(layout, "List/ListBackground[1]")?.color == Self.groupedGrey)
        for (path, frame) in [("List/VStack[0]/Section[0]/Section[0]/SectionBackground[2]", [16, 57, 358, 44] as [CGFloat]),
                              ("List/VStack[0]/Section[1]/Section[0]/SectionBackground[1]", [16, 136, 358, 44])] {
            expectFrame(layout, path, frame)
            let card = Self.drawn(layout, path)
            #expect(card?.color == Self.white)
            #expect(card?.cornerRadius == 10)
        }
        // The list's background is drawn under the rows' card, the card under the row's content.
        let background = try #require(Self.drawn(layout, "List/ListBackground[1]"))
        let card = try #require(Self.drawn(layout, "List/VStack[0]/Section[0]/Section[0]/SectionBackground[2]"))
        let content = try #require(Self.drawn(layout, "List/VStack[0]/Section[0]/Section[0]/ListRow[1]/frame[0]/Color[0]"))
        #expect(background.zIndex < card.zIndex && card.zIndex < content.zIndex)
    }

    /// Grouped: the rows' band runs the list's full width, square; a `Form` is grey like an inset grouped list.
    @Test func groupedBandsAndFormsAreDrawnOnGrey() throws {
        let grouped = try layOut(ListStyleTests.sections().listStyle(.grouped), width: 390, height: 800)
        #expect(Self.drawn(grouped, "List/ListBackground[1]")?.color == Self.groupedGrey)
        expectFrame(grouped, "List/VStack[0]/Section[0]/Section[0]/SectionBackground[2]", [0, 57, 390, 44])
        #expect(Self.drawn(grouped, "List/VStack[0]/Section[0]/Section[0]/SectionBackground[2]")?.cornerRadius == 0)
        let form = try layOut(Form { Color.red.frame(height: 20) }, width: 390, height: 800)
        #expect(Self.drawn(form, "Form/ListBackground[1]")?.color == Self.groupedGrey)
        // One row, 35 below the top, 16 in: [16, 35, 358, 44].
        expectFrame(form, "Form/VStack[0]/Section[0]/Section[0]/SectionBackground[1]", [16, 35, 358, 44])
    }

    /// Plain: white, no section background; a separator under each row from the content's leading edge (16) to the
    /// list's trailing edge, half a point tall at the row's bottom, unless a row or section modifier hides it.
    /// Section 0: header [0, 0, 390, 22], rows at 22, 66, 110 (44 each); section 1's row at 154.
    /// Row 1's separator, one pixel of the 3× screen thick: [16, 22 + 44 − 1/3, 390 − 16 = 374, 1/3]; row 2 hides its
    /// bottom one; row 3's, the section's last, [16, 154 − 1/3, 374, 1/3]; section 1 hides its bottom separator, so its one row has none.
    @Test func plainSeparatorsFollowTheRowAndSectionModifiers() throws {
        let list = List {
            Section {
                Color.red.frame(height: 20)
                Color.blue.frame(height: 20).listRowSeparator(.hidden, edges: .bottom)
                Color.green.frame(height: 20)
            } header: {
                Color.gray.frame(height: 10)
            }
            Section {
                Color.red.frame(height: 20)
            }
            .listSectionSeparator(.hidden, edges: .bottom)
        }
        let layout = try layOut(list.listStyle(.plain), width: 390, height: 800)
        #expect(Self.drawn(layout, "List/ListBackground[1]")?.color == Self.white)
        #expect(!layout.views.contains { $0.typeName == "SectionBackground" })
        expectFrame(layout, "List/VStack[0]/Section[0]/ListRow[1]/Separator[1]", [16, 66 - 1.0 / 3, 374, 1.0 / 3])
        #expect(Self.drawn(layout, "List/VStack[0]/Section[0]/ListRow[1]/Separator[1]")?.color == Self.separatorGrey)
        expectFrame(layout, "List/VStack[0]/Section[0]/ListRow[3]/Separator[1]", [16, 154 - 1.0 / 3, 374, 1.0 / 3])
        let separators = layout.views.filter { $0.typeName == "Separator" }.map(\.path)
        #expect(separators == ["List/VStack[0]/Section[0]/ListRow[1]/Separator[1]", "List/VStack[0]/Section[0]/ListRow[3]/Separator[1]"])
        // A row hiding its top edge hides the separator above it; `.visible` outside `.hidden` shows it again.
        let hidden = try layOut(
            List { Color.red; Color.blue.listRowSeparator(.hidden, edges: .top) }.listStyle(.plain), width: 390, height: 800)
        #expect(hidden.views.filter { $0.typeName == "Separator" }.map(\.path) == ["List/VStack[0]/ListRow[1]/Separator[1]"])
        let shown = try layOut(
            List { Color.red.listRowSeparator(.hidden).listRowSeparator(.visible); Color.blue }.listStyle(.plain), width: 390, height: 800)
        #expect(shown.views.filter { $0.typeName == "Separator" }.count == 2)
    }

    /// `listRowInsets` insets the content and sizes the row: offered 358 − 40 − 8 = 310, the row max(44, 20 + 20 +
    /// 4) = 44 tall at [16, 35], the content centred at y 35 + 12 = 47, x 16 + 40 = 56; the separator starts at the
    /// leading inset: [56, 35 + 44 − 1/3, 358 − 40 = 318, 1/3]. `listRowBackground` fills the row over the
    /// card: [16, 35, 358, 44], cut to the card's rounded outline, as it meets the card's top (in its own
    /// coordinates the card is [0, 0, 358, 88]). The second row is at 79, its content at [32, 91, 326, 20]; it is
    /// the section's last, so it has no separator, and the card spans both rows: [16, 35, 358, 88].
    @Test func rowInsetsAndBackgroundsAreLaidOutAndDrawn() throws {
        let list = List {
            Color.red.frame(height: 20)
                .listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 4, trailing: 8))
                .listRowBackground(Color.yellow)
            Color.blue.frame(height: 20)
        }
        let layout = try layOut(list, width: 390, height: 800)
        let section = "List/VStack[0]/Section[0]/Section[0]"
        expectFrame(layout, "\(section)/ListRow[0]", [16, 35, 358, 44])
        expectFrame(layout, "\(section)/ListRow[0]/frame[0]", [56, 47, 310, 20])
        expectFrame(layout, "\(section)/ListRow[0]/Color[1]", [16, 35, 358, 44])
        #expect(Self.drawn(layout, "\(section)/ListRow[0]/Color[1]")?.color == RGBAColor(r: 255, g: 204, b: 0))
        expectFrame(layout, "\(section)/ListRow[0]/Separator[2]", [56, 79 - 1.0 / 3, 318, 1.0 / 3])
        expectFrame(layout, "\(section)/ListRow[1]/frame[0]", [32, 91, 326, 20])
        #expect(layout.views.filter { $0.typeName == "Separator" }.count == 1)
        expectFrame(layout, "\(section)/SectionBackground[2]", [16, 35, 358, 88])
        // The row's background is over the card and under the row's content.
        let card = try #require(Self.drawn(layout, "\(section)/SectionBackground[2]"))
        let background = try #require(Self.drawn(layout, "\(section)/ListRow[0]/Color[1]"))
        let content = try #require(Self.drawn(layout, "\(section)/ListRow[0]/frame[0]/Color[0]"))
        #expect(card.zIndex < background.zIndex && background.zIndex <= content.zIndex)
        let outline = try #require(background.clip?.polygons.first)
        #expect(outline.map(\.x).min() == 0 && abs(outline.map(\.x).max()! - 358) < 1e-9)
        #expect(outline.map(\.y).min() == 0 && abs(outline.map(\.y).max()! - 88) < 1e-9)
        // The corner is cut: no point of the outline is the card's top leading corner itself.
        #expect(!outline.contains { $0.x < 1 && $0.y < 1 })
        #expect(card.clip == nil && content.clip == nil)
    }

    /// `scrollContentBackground(.hidden)` leaves the list's background out (what is behind shows); the cards stay.
    @Test func aHiddenScrollContentBackgroundIsNotDrawn() throws {
        let layout = try layOut(ListStyleTests.sections().scrollContentBackground(.hidden), width: 390, height: 800)
        #expect(layout["List/ListBackground[1]"] == nil)
        #expect(layout.views.filter { $0.typeName == "SectionBackground" }.count == 2)
    }

    /// Two plain sections, each a 22-point header and four 44-point rows (198), 396 in all, in a list 200 tall.
    static func longPlainList() -> some View { longList().listStyle(.plain) }

    /// `longPlainList()` in the style set around it.
    static func longList() -> some View {
        List {
            Section {
                ForEach(0..<4) { _ in Color.red.frame(height: 20) }
            } header: {
                Color.gray.frame(height: 10)
            }
            Section {
                ForEach(0..<4) { _ in Color.blue.frame(height: 20) }
            } header: {
                Color.gray.frame(height: 10)
            }
        }
    }

    /// `.center` scrolls by (396 − 200) / 2 = 98: section 0 runs from −98 to 100, so its header pins at the top,
    /// [0, 0, 390, 22], not its place at −98, and is drawn over the rows scrolling under it; section 1's header
    /// is at its place, 100. Row 0 (−76 to −32) is out of the list and not drawn; row 2 (12 to 56) is.
    @Test func aPlainListPinsTheCurrentSectionsHeader() throws {
        let layout = try layOut(Self.longPlainList().defaultScrollAnchor(.center), width: 390, height: 200)
        expectFrame(layout, "List/VStack[0]/Section[0]/ListRow[0]", [0, 0, 390, 22])
        expectFrame(layout, "List/VStack[0]/Section[0]/ListRow[0]/RowBackground[1]", [0, 0, 390, 22])
        expectFrame(layout, "List/VStack[0]/Section[0]/ListRow[1]", [0, -76, 390, 44])
        expectFrame(layout, "List/VStack[0]/Section[0]/ListRow[3]", [0, 12, 390, 44])
        expectFrame(layout, "List/VStack[0]/Section[1]/ListRow[0]", [0, 100, 390, 22])
        let header = try #require(Self.drawn(layout, "List/VStack[0]/Section[0]/ListRow[0]/RowBackground[1]"))
        let under = try #require(Self.drawn(layout, "List/VStack[0]/Section[0]/ListRow[3]/frame[0]/Color[0]"))
        #expect(header.color == Self.white && header.zIndex > under.zIndex)
        #expect(Self.drawn(layout, "List/VStack[0]/Section[0]/ListRow[1]/frame[0]/Color[0]")?.isHidden == true)
        #expect(under.isHidden == false)
        // The background does not scroll.
        expectFrame(layout, "List/ListBackground[1]", [0, 0, 390, 200])
    }

    /// `.bottom` scrolls by 396 − 200 = 196: section 0 ends at 2, so its header is pushed up by the section's
    /// end, [0, 2 − 22 = −20, 390, 22]; section 1's header is at its place, 2. Unscrolled, every header is at its
    /// place (0 and 198). A grouped list's headers scroll away: at `.center` (two sections of 35 + 198 = 233,
    /// 466 in all, scrolled by 133) section 0's header is at −133 + 35 = −98.
    @Test func aPinnedHeaderIsPushedUpByItsSectionsEnd() throws {
        let bottom = try layOut(Self.longPlainList().defaultScrollAnchor(.bottom), width: 390, height: 200)
        expectFrame(bottom, "List/VStack[0]/Section[0]/ListRow[0]", [0, -20, 390, 22])
        expectFrame(bottom, "List/VStack[0]/Section[1]/ListRow[0]", [0, 2, 390, 22])
        let top = try layOut(Self.longPlainList(), width: 390, height: 200)
        expectFrame(top, "List/VStack[0]/Section[0]/ListRow[0]", [0, 0, 390, 22])
        expectFrame(top, "List/VStack[0]/Section[1]/ListRow[0]", [0, 198, 390, 22])
        let grouped = try layOut(
            Self.longList().listStyle(.grouped).defaultScrollAnchor(.center), width: 390, height: 200)
        expectFrame(grouped, "List/VStack[0]/Section[0]/Section[0]/ListRow[0]", [0, -98, 390, 22])
    }

    /// The drawn text lines of the view at `path`: string, point size and colour.
    static func lines(_ layout: ViewLayout, _ path: String) -> [(String, Double, RGBAColor)] {
        (drawn(layout, path)?.content?.marks ?? []).compactMap { mark in
            if case let .text(text, size, _, color, _) = mark { return (text, size, color) }
            return nil
        }
    }

    /// Grouped headers are footnote text (13 points) in the secondary label colour (#3C3C43 at 60%: alpha
    /// 0.6 × 255 = 153), uppercased; footers the same, as written; `textCase(nil)` on the header keeps its case.
    /// The header's text is measured as shown: its frame is that of `Text("ACCOUNT").font(.footnote)` offered
    /// the row's content width, 390 − 2 × 16 − 2 × 16 = 326, at x 32 and y 35 + 6 = 41. Plain headers keep
    /// the body style.
    @Test func groupedHeadersAndFootersAreFootnoteSecondaryText() throws {
        let secondary = RGBAColor(r: 60, g: 60, b: 67, a: 153)
        let list = List {
            Section("Account") { Text("Name") }
            Section {
                Text("Email")
            } header: {
                Text("Kept").textCase(nil)
            } footer: {
                Text("Shown to friends.")
            }
        }
        let layout = try layOut(list, width: 390, height: 800)
        let header = "List/VStack[0]/Section[0]/Section[0]/ListRow[0]/Text[0]"
        let alone = try layOut(Text("ACCOUNT").font(.footnote), width: 326)
        expectFrame(layout, header, [32, 41, alone.size.width, alone.size.height])
        #expect(Self.lines(layout, header).map(\.0) == ["ACCOUNT"])
        #expect(Self.lines(layout, header).allSatisfy { $0.1 == 13 && $0.2 == secondary })
        #expect(Self.lines(layout, "List/VStack[0]/Section[1]/Section[0]/ListRow[0]/Text[0]").map(\.0) == ["Kept"])
        let footer = Self.lines(layout, "List/VStack[0]/Section[1]/Section[0]/ListRow[2]/Text[0]")
        #expect(footer.map(\.0) == ["Shown to friends."] && footer.allSatisfy { $0.1 == 13 && $0.2 == secondary })
        // The rows keep the body style; a plain list's header too.
        #expect(Self.lines(layout, "List/VStack[0]/Section[0]/Section[0]/ListRow[1]/Text[0]").allSatisfy { $0.1 == 17 })
        let plain = try layOut(list.listStyle(.plain), width: 390, height: 800)
        #expect(Self.lines(plain, "List/VStack[0]/Section[0]/ListRow[0]/Text[0]").map(\.0) == ["Account"])
    }

    /// Plain footers float at the list's bottom: two sections of a 22-point header, four rows and a 22-point
    /// footer (220 each) in a list 200 tall, unscrolled. Section 0's footer, at 198 in place, rises to the
    /// visible end, 200 − 22 = 178; section 1's, at 418, stops at its section's start, 220 (out of the list, not
    /// drawn). Scrolled to the end (by 440 − 200 = 240), section 1 runs from −20 to 200: its footer is at its
    /// place, 178, and its header is pinned at 0.
    @Test func aPlainListPinsTheCurrentSectionsFooterToItsBottom() throws {
        let list = List {
            ForEach(0..<2) { _ in
                Section {
                    ForEach(0..<4) { _ in Color.red.frame(height: 20) }
                } header: {
                    Color.gray.frame(height: 10)
                } footer: {
                    Color.gray.frame(height: 10)
                }
            }
        }
        .listStyle(.plain)
        let top = try layOut(list, width: 390, height: 200)
        expectFrame(top, "List/VStack[0]/Section[0]/ListRow[5]", [0, 178, 390, 22])
        expectFrame(top, "List/VStack[0]/Section[1]/ListRow[5]", [0, 220, 390, 22])
        #expect(Self.drawn(top, "List/VStack[0]/Section[1]/ListRow[5]/frame[0]/Color[0]")?.isHidden == true)
        let footer = try #require(Self.drawn(top, "List/VStack[0]/Section[0]/ListRow[5]/RowBackground[1]"))
        let under = try #require(Self.drawn(top, "List/VStack[0]/Section[0]/ListRow[4]/frame[0]/Color[0]"))
        #expect(footer.zIndex > under.zIndex)
        let end = try layOut(list.defaultScrollAnchor(.bottom), width: 390, height: 200)
        expectFrame(end, "List/VStack[0]/Section[1]/ListRow[5]", [0, 178, 390, 22])
        expectFrame(end, "List/VStack[0]/Section[1]/ListRow[0]", [0, 0, 390, 22])
    }
}
