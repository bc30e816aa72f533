import LayoutPipeline
import LayoutSpec
import LayoutShotTestSupport
import Synchronization
import Testing

/// Galleries rendered in-process: a picture and a contact-sheet entry per spec, a variant sheet for a spec
/// with variants, and every bad spec's message together so that a caller writes nothing.
@Suite struct GalleryRenderingTests {
    static let flow = TestSpecs.galleryFlow
    static let waterfallYAML = TestSpecs.galleryWaterfallYAML
    static let variants = TestSpecs.galleryVariants

    static func entry(_ name: String, _ file: String, _ text: String) -> GalleryRendering.Entry {
        GalleryRendering.Entry(name: name, file: file, bytes: Array(text.utf8))
    }

    @Test func everySpecBecomesAPictureAndAContactSheetEntry() throws {
        let rendered = try GalleryRendering.renderAll([
            Self.entry("a", "specs/a.json", Self.flow), Self.entry("b", "specs/b.yaml", Self.waterfallYAML),
            Self.entry("c", "specs/c.json", Self.variants),
        ])
        #expect(rendered.map(\.sheetEntry.name) == ["a", "b", "c"])
        // One header of 20 and three cells: four elements.
        #expect(rendered[0].sheetEntry.details == ["flow", "120×80 pt", "4 elements"])
        #expect(rendered[1].sheetEntry.details == ["waterfall", "120×80 pt", "4 elements"])
        #expect(rendered[2].sheetEntry.details == ["waterfall", "120×80 pt", "2 variants"])
        #expect(rendered[2].sheetEntry.title == "columns" && rendered[2].sheetEntry.description == "two or three")
        #expect(rendered[1].sheetEntry.source == "specs/b.yaml")
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for output in rendered {
            #expect(Array(output.png.prefix(8)) == pngSignature)
            #expect(String(decoding: output.svg, as: UTF8.self).hasPrefix("<svg "))
        }
    }

    /// Progress is a closure called with each entry's name as it is done (in any order, from any thread): the
    /// terminal's bar belongs to the command line.
    @Test func progressNamesEveryEntryOnce() throws {
        final class Names: Sendable { let list = Mutex<[String]>([]) }
        let names = Names()
        _ = try GalleryRendering.renderAll(
            [Self.entry("a", "a.json", Self.flow), Self.entry("b", "b.yaml", Self.waterfallYAML)],
            progress: { name in names.list.withLock { $0.append(name) } })
        #expect(names.list.withLock { $0.sorted() } == ["a", "b"])
    }

    @Test func aSpecWithVariantsIsDrawnAsItsReviewSheet() throws {
        let rendered = try GalleryRendering.render(Self.entry("c", "c.json", Self.variants))
        let sheet = try ReviewSheet.picture(of: [try SpecVariants.expand(Array(Self.variants.utf8), file: "c.json")])
        #expect(rendered.svg == Array(sheet.svg().utf8))
    }

    @Test func everyBadSpecIsReportedTogether() throws {
        let bad = #"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [{"items": [{"height": -1}]}]}"#
        let entries = [Self.entry("a", "a.json", Self.flow), Self.entry("d", "d.json", bad), Self.entry("e", "e.json", "{")]
        #expect(throws: GalleryRendering.Failure.self) { try GalleryRendering.renderAll(entries) }
        do {
            _ = try GalleryRendering.renderAll(entries)
        } catch {
            #expect(error.messages.count == 2)
            #expect(error.messages.first == "d.json: sections[0].items[0].height: must be a finite number ≥ 0, got -1")
            #expect(error.messages.last?.hasPrefix("e.json:") == true)
        }
    }
}
