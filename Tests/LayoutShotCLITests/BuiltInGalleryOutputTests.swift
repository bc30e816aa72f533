import Foundation
import Testing

/// The built-in gallery's files, byte for byte: the specs it ships and everything rendered from them.
@Suite struct BuiltInGalleryOutputTests {
    /// FNV-1a (64 bits) of every file `layoutshot` writes with no arguments, as it wrote them when the
    /// gallery's specs moved from Swift strings into the package's resources.
    static let expected: [String: String] = [
        "aligned-center.json": "f5705a9c6370a741",
        "aligned-center.png": "c2556ffe441c3c12",
        "aligned-center.svg": "4024b35b5e09d053",
        "aligned-dataEnd.json": "c0f2c894bc3dda67",
        "aligned-dataEnd.png": "a75fb8c8b45e02e3",
        "aligned-dataEnd.svg": "c59450b1ebf4b0f9",
        "aligned-end.json": "842c0cf4566c52f",
        "aligned-end.png": "92b31d3dbd263d0b",
        "aligned-end.svg": "7aba1df820fd713d",
        "aligned-follow.json": "402a33b2af0442a8",
        "aligned-follow.png": "f6fbe826fa15c2d3",
        "aligned-follow.svg": "992a4c3de54801dd",
        "aligned-justified.json": "eda949f1cea70d3b",
        "aligned-justified.png": "9235bcc380a6bd08",
        "aligned-justified.svg": "6a2096978b91ae0a",
        "aligned-start.json": "145fb9e5ff5231a",
        "aligned-start.png": "45a4f5b4ed5204d8",
        "aligned-start.svg": "31e603332cc02305",
        "aligned-vertical.json": "4efcee2c958d3f9b",
        "aligned-vertical.png": "42e351e8b459b8cf",
        "aligned-vertical.svg": "858468a2e7487cef",
        "cards-stack.json": "1d65fb47fd8bf761",
        "cards-stack.png": "5521f0230c92a885",
        "cards-stack.svg": "7004f6c12d70d597",
        "carousel.json": "af32612b64df342e",
        "carousel.png": "de02843d0cd855b3",
        "carousel.svg": "725b448490ccbad3",
        "compositional-badges.json": "2823bc2f65c6bc79",
        "compositional-badges.png": "657e804e16a4a64b",
        "compositional-badges.svg": "ec447600dadf5608",
        "compositional-grid.json": "60b24ecc00be8f6d",
        "compositional-grid.png": "fdbf7e5d84500b",
        "compositional-grid.svg": "8ee313b8224f883",
        "compositional-inset-grouped.json": "72fc12c37aaea8fb",
        "compositional-inset-grouped.png": "dfdd8a44fe773f5d",
        "compositional-inset-grouped.svg": "b00ecc82c493a038",
        "compositional-nested-groups.json": "9e9dba26a341a1b5",
        "compositional-nested-groups.png": "41da70fe4c2da3b9",
        "compositional-nested-groups.svg": "834d4d09197464f1",
        "compositional-orthogonal.json": "3b3f0d4069ac09ea",
        "compositional-orthogonal.png": "8d2ca2d6a4b09a2f",
        "compositional-orthogonal.svg": "f9081076da322dc9",
        "compositional-pinned-headers.json": "c6aaf39c4c55a061",
        "compositional-pinned-headers.png": "ba5235146c74553b",
        "compositional-pinned-headers.svg": "2072147813f70c88",
        "compositional-section-background.json": "a2ca1da9500e41c9",
        "compositional-section-background.png": "b05c3bbaa4ece889",
        "compositional-section-background.svg": "230f30d89b331ebd",
        "compositional-two-column.json": "d75febbe9530fe93",
        "compositional-two-column.png": "b5976896f719ef0",
        "compositional-two-column.svg": "e1d1cafa33cad31f",
        "flow-grid.json": "e360abde8174a6f9",
        "flow-grid.png": "de5f701af4d0f551",
        "flow-grid.svg": "96bc29651923fe03",
        "flow-horizontal.json": "74d7ab7397c02661",
        "flow-horizontal.png": "6e871b91a2e630e3",
        "flow-horizontal.svg": "9bbc3da9fef1e0a9",
        "index.html": "f5c1921cd94945bd",
        "sections-background.json": "ab2045e20ce5c63b",
        "sections-background.png": "b210cd54e2162c84",
        "sections-background.svg": "fd534fed0f61213a",
        "sticky-pinned.json": "f4c553f5a9d491f2",
        "sticky-pinned.png": "b3491ae6b658ac0b",
        "sticky-pinned.svg": "7c5339f93ca09e26",
        "waterfall-3col.json": "c6b1cf6854c5d999",
        "waterfall-3col.png": "e6f92962a22d0e8d",
        "waterfall-3col.svg": "61f7ea99dbcfac34",
        "waterfall-horizontal.json": "56df13987127cb12",
        "waterfall-horizontal.png": "5d84608468fbe916",
        "waterfall-horizontal.svg": "f6755f5f56cbbc06",
    ]

    static func fnv1a(_ bytes: Data) -> String {
        String(bytes.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }, radix: 16)
    }

    @Test func theBuiltInGalleryIsByteIdentical() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run([], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let out = dir.appendingPathComponent("layoutshot-gallery")
        var actual: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            actual[name] = Self.fnv1a(try Data(contentsOf: out.appendingPathComponent(name)))
        }
        #expect(actual == Self.expected, "\(actual.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"," }.joined(separator: "\n"))")
    }
}
