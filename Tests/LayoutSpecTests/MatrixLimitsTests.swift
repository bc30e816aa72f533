import LayoutSpec
import Testing

/// The limits on a spec's combinations hold wherever the spec is read: listing its combinations (what
/// `snapshots record|verify` and `review` do) and decoding it as one spec (what `render`, `layout`, `bench` and the
/// test assertions do), so a spec over them is never quietly read as something smaller.
@Suite struct MatrixLimitsTests {
    static let textSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibilityM", "accessibilityL"]

    /// A flow of `items` items on `devices` iPhones, upright and on their side, at the first `sizes` text sizes, both
    /// directions: devices × 2 × sizes × 2 combinations.
    static func spec(devices: Int, sizes: Int, items: Int = 3, variants: Int = 0) -> String {
        let names = ["iPhone SE (3rd generation)", "iPhone 14 Pro", "iPhone 8"].prefix(devices).map { "\"\($0)\"" }
        let variantList = variants == 0 ? "" : #", "variants": ["# + Array(repeating: #"{"lineSpacing": 1}"#, count: variants).joined(separator: ", ") + "]"
        let text = #"{"matrix": {"devices": [\#(names.joined(separator: ", "))], "orientations": ["portrait", "landscape"], "#
            + #""textSizes": [\#(textSizes.prefix(sizes).map { "\"\($0)\"" }.joined(separator: ", "))], "#
            + #""directions": ["leftToRight", "rightToLeft"]}, "layout": {"kind": "flow", "itemSize": {"width": 10, "height": 10}}, "#
            + #""sections": [{"items": {"count": \#(items)}}]\#(variantList)}"#
        return text
    }

    /// What listing the combinations, decoding the spec and expanding its variants make of `text`: `nil` or the error.
    static func errors(_ text: String) -> [String?] {
        let bytes = Array(text.utf8)
        var result: [String?] = []
        do { _ = try SpecMatrix.combinations(bytes, file: "m.json"); result.append(nil) } catch { result.append(error.description) }
        do { _ = try SpecDecoder.decode(bytes, file: "m.json"); result.append(nil) } catch { result.append(error.description) }
        do { _ = try SpecVariants.expand(bytes, file: "m.json"); result.append(nil) } catch { result.append(error.description) }
        return result
    }

    /// 3 devices × 2 orientations × 8 text sizes × 2 directions = 96 combinations: the limit, read alike everywhere.
    @Test func ninetySixCombinationsAreRead() throws {
        #expect(try SpecMatrix.combinations(Array(Self.spec(devices: 3, sizes: 8).utf8), file: "m.json").count == 96)
        #expect(Self.errors(Self.spec(devices: 3, sizes: 8)) == [nil, nil, nil])
    }

    /// 3 × 2 × 9 × 2 = 108, and 3 × 2 × 8 × 2 = 96 with a variant (the layout as written and one variant) = 192:
    /// refused by every reader, naming the file and the block, not read as its first combination.
    @Test(arguments: [
        (spec(devices: 3, sizes: 9), "m.json: matrix: makes 108 combinations; at most 96 are allowed in one spec"),
        (spec(devices: 3, sizes: 8, variants: 1), "m.json: matrix: makes 192 combinations; at most 96 are allowed in one spec"),
    ])
    func overTheLimitIsAnErrorWhereverTheMatrixIsRead(text: String, message: String) {
        #expect(Self.errors(text) == [message, message, message])
    }

    /// The items of every combination are laid out, so they share the one spec's budget, checked before any item is
    /// made: 1,100,000 items alone fit; 48 combinations of them (52,800,000) are refused, as 48 of 22,917 are
    /// (1,100,016) and 48 of 22,916 (1,099,968) are not.
    @Test func theCombinationsShareTheItemBudget() throws {
        let huge = "m.json: matrix: makes 48 combinations of 1100000 items each, 52800000 in all; at most 1100000 items are allowed "
            + "across all combinations together"
        #expect(Self.errors(Self.spec(devices: 2, sizes: 6, items: 1_100_000)) == [huge, huge, huge])
        let over = "m.json: matrix: makes 48 combinations of 22917 items each, 1100016 in all; at most 1100000 items are allowed "
            + "across all combinations together"
        #expect(Self.errors(Self.spec(devices: 2, sizes: 6, items: 22917)) == [over, over, over])
        #expect(Self.errors(Self.spec(devices: 2, sizes: 6, items: 22916)) == [nil, nil, nil])
    }

    /// Items over the one spec's budget are refused by decoding at the count that passes it, whatever the matrix (the
    /// list of combinations leaves them to it).
    @Test func itemsOverTheSpecsOwnBudgetAreNamedAtTheirCount() {
        let message = "m.json: sections[0].items.count: must be a whole number from 0 to 1100000, got 2000000"
        #expect(Self.errors(Self.spec(devices: 2, sizes: 6, items: 2_000_000)) == [nil, message, message])
    }
}
