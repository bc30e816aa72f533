import LayoutSpec
import Testing

/// Budgets that keep one spec from asking for more time and memory than any real layout needs: a total
/// element count across all sections, and a length cap on `text` items.
@Suite struct SpecLimitsTests {
    static func decodeError(sections: String) -> String? {
        SpecErrorTests.decodeError(
            #"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "alignedFlow"}, "sections": [\#(sections)]}"#)
    }

    static let longText = String(repeating: "W", count: 1001)
    static let overBudget = "; at most 1100000 are allowed across all sections"

    @Test(arguments: [
        // 1,000,000 + 100,000 items fill the budget exactly; the third section's one item is over it.
        (#"{"items": {"count": 1000000}}, {"items": {"count": 100000}}, {"items": {"count": 1}}"#,
         "t.json: sections[2].items.count: brings the spec to 1100001 elements" + overBudget),
        // A header counts: 1 + 1,100,000.
        (#"{"header": {"height": 10}, "items": {"count": 1100000}}"#,
         "t.json: sections[0].items.count: brings the spec to 1100001 elements" + overBudget),
        // Sections that are each within the budget: the second one is over it in total.
        (Array(repeating: #"{"items": {"count": 1000000}}"#, count: 3).joined(separator: ", "),
         "t.json: sections[1].items.count: brings the spec to 2000000 elements" + overBudget),
        // Footers and backgrounds count too (1,099,998 + 1 + 1), and an item array counts its elements.
        (#"{"items": {"count": 1099998}, "footer": {"height": 1}, "background": {}}, {"items": [{}]}"#,
         "t.json: sections[1].items: brings the spec to 1100001 elements" + overBudget),
        (#"{"items": [{"text": "\#(longText)"}]}"#,
         "t.json: sections[0].items[0].text: must be at most 1000 characters (Unicode scalars), got 1001"),
        (#"{"items": {"count": 3, "text": ["ok", "\#(longText)"]}}"#,
         "t.json: sections[0].items.text[1]: must be at most 1000 characters (Unicode scalars), got 1001"),
        (#"{"items": {"count": 3, "text": "\#(longText)"}}"#,
         "t.json: sections[0].items.text: must be at most 1000 characters (Unicode scalars), got 1001"),
        // Combining marks are one character each to the budget, however few graphemes they make.
        (#"{"items": [{"text": "a\#(String(repeating: "\u{301}", count: 1000))"}]}"#,
         "t.json: sections[0].items[0].text: must be at most 1000 characters (Unicode scalars), got 1001"),
    ])
    func overBudgetSpecsAreRejectedByPath(sections: String, message: String) {
        #expect(Self.decodeError(sections: sections) == message)
    }

    /// Every variant is laid out, besides the layout as written, so they share the budget; they are checked before any
    /// is decoded.
    @Test func variantsShareTheBudget() {
        let text = #"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "#
            + #""sections": [{"header": {"height": 5}, "items": {"count": 99999}}], "variants": ["#
            + Array(repeating: #"{"lineSpacing": 1}"#, count: 12).joined(separator: ", ") + "]}"
        // 13 combinations (the layout as written and 12 variants) × 99,999 items = 1,299,987.
        #expect(throws: SpecError.invalid(
            file: "t.json", path: "variants",
            message: "makes 13 combinations of 99999 items each, 1299987 in all; at most 1100000 items are allowed across all "
                + "combinations together"
        )) {
            try SpecVariants.expand(Array(text.utf8), file: "t.json")
        }
        // 13 × 84,615 = 1,099,995: within the budget.
        #expect(throws: Never.self) {
            try SpecVariants.expand(Array(text.replacingOccurrences(of: "99999", with: "84615").utf8), file: "t.json")
        }
    }

    /// The description titles review sheets and contact-sheet cards, so it is drawn text too.
    @Test func aDescriptionIsCappedLikeText() {
        let text = #"{"description": "\#(Self.longText)", "viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "#
            + #""sections": []}"#
        #expect(SpecErrorTests.decodeError(text) == "t.json: description: must be at most 1000 characters (Unicode scalars), got 1001")
        #expect(SpecErrorTests.decodeError(#"{"description": 3, "viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": []}"#)
            == "t.json: description: must be a string, got 3")
    }

    @Test func theBudgetsThemselvesAreAllowed() throws {
        let text = String(repeating: "W", count: 1000)
        #expect(Self.decodeError(sections: #"{"items": [{"text": "\#(text)"}]}, {"header": {"height": 1}, "items": {"count": 1099998}}"#) == nil)
    }
}
