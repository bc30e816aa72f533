import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutShotHostPictures
import LayoutShotSwiftUI
import LayoutText
import Testing

/// The picture of a view layout shows what the device shows: text as its wrapped lines inside its frame, colours
/// filled with their colour, images as placeholders.
@MainActor
struct ViewPictureTests {
    static let bio = "Writes about engines, numbers and the poetry of both."

    /// The drawn lines of `path`'s text, in the view's own coordinates.
    static func drawnLines(_ layout: ViewLayout, _ path: String) -> [(text: String, box: Rect2D)] {
        let element = layout.resolvedLayout().attributes.first { $0.elementKind == path }
        return (element?.content?.marks ?? []).compactMap { mark in
            if case let .text(text, _, box, _, _) = mark { return (text, box) }
            return nil
        }
    }

    /// A line is as tall as the font's ascent, descent and gap (`TextMeasure`).
    static func lineHeight(_ size: Double) -> Double {
        let font = LayoutText.Font.embedded
        return font.ascent(fontSize: size) + font.descent(fontSize: size) + font.lineGap(fontSize: size)
    }

    /// For every width from 40 to 400 points, each drawn line lies inside the text's frame, whatever its alignment,
    /// and as many lines are drawn as the frame is tall in lines (the text is `lines × line height` rounded up).
    @Test(arguments: [TextAlignment.leading, .center, .trailing])
    func wrappedLinesStayInsideTheFrame(alignment: TextAlignment) throws {
        for width in stride(from: 40.0, through: 400, by: 7) {
            let layout = try ViewHost.layout(
                Text(Self.bio).multilineTextAlignment(alignment), proposal: ProposedViewSize(width: CGFloat(width), height: nil))
            let frame = try #require(layout.views.first { $0.typeName == "Text" }).frame
            let lines = Self.drawnLines(layout, layout.views[layout.views.count - 1].path)
            let expected = Int((Double(frame.height) / Self.lineHeight(17)).rounded(.down))
            #expect(lines.count == expected, "width \(width)")
            // Every character is drawn once, in order (a word wider than the width is broken between characters).
            #expect(lines.map(\.text).joined().filter { $0 != " " } == Self.bio.filter { $0 != " " }, "width \(width)")
            for line in lines {
                #expect(line.box.x >= -1e-9 && line.box.maxX <= Double(frame.width) + 1e-9, "width \(width): \(line)")
                #expect(line.box.y >= 0 && line.box.maxY <= Double(frame.height) + 1e-9, "width \(width): \(line)")
            }
        }
    }

    /// At 200 points the bio takes more than one line, so it is drawn on more than one: each line's advance
    /// width is at most 200 (not the one 400-odd-point line the labelled picture drew).
    @Test func aWrappedTextIsDrawnOnItsLines() throws {
        let layout = try ViewHost.layout(Text(Self.bio), proposal: ProposedViewSize(width: 200, height: nil))
        let lines = Self.drawnLines(layout, "Text")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.box.width <= 200 })
    }

    /// Centred lines sit in the middle of the frame; trailing lines end at its right edge (left to right).
    @Test func linesFollowTheMultilineTextAlignment() throws {
        for (alignment, gap) in [(TextAlignment.center, 0.5), (.trailing, 1)] {
            let layout = try ViewHost.layout(
                Text(Self.bio).multilineTextAlignment(alignment), proposal: ProposedViewSize(width: 200, height: nil))
            let width = try #require(layout["Text"]).width
            let lines = Self.drawnLines(layout, "Text")
            #expect(lines.count == 3)
            for line in lines {
                #expect(abs(line.box.x - (Double(width) - line.box.width) * gap) < 1e-9)
            }
        }
    }

    /// A text's foreground colour reaches its lines; with none set they are black (the label colour).
    @Test func textIsDrawnInItsForegroundColour() throws {
        func colours<V: View>(_ view: V) throws -> [RGBAColor] {
            let layout = try ViewHost.layout(view, proposal: ProposedViewSize(width: 200, height: nil))
            return layout.resolvedLayout().attributes.flatMap { $0.content?.marks ?? [] }.compactMap { mark in
                if case let .text(_, _, _, color, _) = mark { return color }
                return nil
            }
        }
        #expect(try colours(Text("A")) == [RGBAColor(r: 0, g: 0, b: 0)])
        #expect(try colours(Text("A").foregroundColor(.red)) == [RGBAColor(r: 255, g: 59, b: 48)])
        #expect(try colours(VStack { Text("A") }.foregroundStyle(.blue)) == [RGBAColor(r: 0, g: 122, b: 255)])
    }

    /// A colour view's centre pixel is its colour: system red (255, 59, 48); a background colour shows behind its text.
    @Test func aColourIsFilledWithItsColour() throws {
        let layout = try ViewHost.layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                Text("Ada").padding(10).background(Color.green)
            },
            proposal: ProposedViewSize(width: 200, height: nil))
        let bitmap = try PNGCodec.decode(
            LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 1).png())
        // Red at [6.5, 0, 40, 20] (centred over the 53-point text row); green behind the padded text, [0, 20, 53, 40].
        let red = try #require(layout["VStack/frame[0]/Color[0]"])
        #expect(bitmap[Int(red.midX), Int(red.midY)] == Bitmap.Pixel(r: 255, g: 59, b: 48, a: 255))
        // The background shows in its padding, and through the text's frame where no glyph is (its top left
        // corner is above the cap height): the text draws its lines, not a box.
        let green = try #require(layout["VStack/background[1]/Rectangle[1]"])
        let text = try #require(layout["VStack/background[1]/padding[0]/Text[0]"])
        let systemGreen = Bitmap.Pixel(r: 52, g: 199, b: 89, a: 255)
        #expect(bitmap[Int(green.minX) + 2, Int(green.minY) + 2] == systemGreen)
        #expect(bitmap[Int(text.minX) + 1, Int(text.minY) + 1] == systemGreen)
    }

    /// An image is a grey placeholder, not a labelled box: its centre-left pixel is systemGray5 (229, 229, 234).
    @Test func anImageIsAPlaceholder() throws {
        let layout = try ViewHost.layout(
            Image("photo").resizable().frame(width: 80, height: 60), proposal: ProposedViewSize(width: 200, height: nil))
        let bitmap = try PNGCodec.decode(
            LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 1).png())
        let frame = try #require(layout.views.first { $0.typeName == "Image" }).frame
        #expect(bitmap[Int(frame.minX) + 6, Int(frame.midY)] == Bitmap.Pixel(r: 229, g: 229, b: 234, a: 255))
    }

    /// A stack with no background draws nothing, as on the device: the 10-point gap between its two children is the
    /// picture's own background, the colour of a pixel outside the stack (the stack is 40 points wide in 200).
    @Test func aContainerWithoutBackgroundDrawsNothing() throws {
        let layout = try ViewHost.layout(
            VStack(spacing: 10) {
                Color.red.frame(width: 40, height: 20)
                Text("Ada")
            }.frame(width: 200, alignment: .leading),
            proposal: ProposedViewSize(width: 200, height: nil))
        let bitmap = try PNGCodec.decode(
            LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 1).png())
        let stack = try #require(layout.views.filter { $0.typeName == "VStack" }.map(\.frame).min { $0.width < $1.width })
        let red = try #require(layout.views.first { $0.typeName == "Color" }).frame
        let outside = bitmap[Int(bitmap.width) - 2, Int(red.midY)]
        #expect(Int(stack.maxX) < Int(bitmap.width) - 2)
        #expect(bitmap[Int(red.midX), Int(red.maxY) + 5] == outside)
        #expect(bitmap[Int(stack.minX) + 1, Int(stack.maxY) - 1] == outside)
    }

    /// An emoji is a yellow disc one em wide where the device draws it, and the text after it starts an em later:
    /// at 17 points the disc's centre is 8.5 points right of the line's start and 8.5 − 2.55 = 5.95 points above the
    /// baseline (its box reaches 0.15 em below it); the baseline is the line's middle plus (ascent − descent) / 2.
    @Test func anEmojiIsAStandInDiscOneEmWide() throws {
        let layout = try ViewHost.layout(Text("😀Ada"), proposal: ProposedViewSize(width: 200, height: nil))
        let frame = try #require(layout.views.first { $0.typeName == "Text" }).frame
        let font = LayoutText.Font.embedded
        #expect(abs(Double(frame.width) - (17 + font.advanceWidth(of: "Ada", fontSize: 17))) < 1)
        let bitmap = try PNGCodec.decode(
            LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 1).png())
        let baseline = Double(frame.minY) + Self.lineHeight(17) / 2 + (font.ascent(fontSize: 17) - font.descent(fontSize: 17)) / 2
        let centre = (x: Double(frame.minX) + 8.5, y: baseline - 5.95)
        #expect(bitmap[Int(centre.x), Int(centre.y)] == Bitmap.Pixel(r: 255, g: 204, b: 0, a: 255))
    }

    /// The weight and slant a text asks for reach its lines: `bold()` and `.fontWeight(.bold)` 0.4, the headline
    /// style semibold (0.3, Apple's Human Interface Guidelines, "Typography"), `italic()` and `Font.italic()` slant.
    @Test func boldAndItalicReachTheLines() throws {
        func traits<V: View>(_ view: V) throws -> [TextTraits] {
            let layout = try ViewHost.layout(view, proposal: ProposedViewSize(width: 300, height: nil))
            return layout.resolvedLayout().attributes.flatMap { $0.content?.marks ?? [] }.compactMap { mark in
                if case let .text(_, _, _, _, traits) = mark { return traits }
                return nil
            }
        }
        #expect(try traits(Text("Ada")) == [.regular])
        #expect(try traits(Text("Ada").bold()) == [TextTraits(weight: 0.4)])
        #expect(try traits(Text("Ada").fontWeight(.bold)) == [TextTraits(weight: 0.4)])
        #expect(try traits(Text("Ada").font(.headline)) == [TextTraits(weight: 0.3)])
        #expect(try traits(VStack { Text("Ada") }.font(.headline)) == [TextTraits(weight: 0.3)])
        #expect(try traits(Text("Ada").italic()) == [TextTraits(isItalic: true)])
        #expect(try traits(Text("Ada").font(.body.italic().bold())) == [TextTraits(weight: 0.4, isItalic: true)])
        // Set on a container, for every text inside; a text's own weight comes first.
        #expect(try traits(VStack { Text("Ada"); Text("Lovelace").fontWeight(.regular) }.bold())
            == [TextTraits(weight: 0.4), .regular])
        #expect(try traits(HStack { Text("Ada") }.italic()) == [TextTraits(isItalic: true)])
        #expect(try traits(VStack { Text("Ada") }.fontWeight(.bold)) == [TextTraits(weight: 0.4)])
        #expect(try traits(VStack { Text("Ada") }.bold(false)) == [.regular])
    }

    /// Bold glyphs hold more ink than regular ones (each stem 0.04 em = 1.6 points wider at 40 points, about half
    /// again the 3.5-point stem of an "l"), and an italic "l" leans right: its ink 20 points above the baseline is
    /// about 0.21 × 20 = 4.25 points right of its ink at the baseline.
    @Test func boldThickensAndItalicSlantsTheGlyphs() throws {
        func bitmap(_ text: Text) throws -> (Bitmap, CGRect) {
            let layout = try ViewHost.layout(text.font(.system(size: 40)), proposal: ProposedViewSize(width: 300, height: nil))
            let frame = try #require(layout.views.first { $0.typeName == "Text" }).frame
            let png = try LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 1).png()
            return (try PNGCodec.decode(png), frame)
        }
        func ink(_ bitmap: Bitmap, row: Int? = nil) -> [Int] {
            let rows = row.map { $0..<($0 + 1) } ?? 0..<bitmap.height
            return rows.flatMap { y in (0..<bitmap.width).filter { bitmap[$0, y].r < 128 } }
        }
        let (regular, _) = try bitmap(Text("llll"))
        let (bold, _) = try bitmap(Text("llll").bold())
        #expect(Double(ink(bold).count) > 1.3 * Double(ink(regular).count))
        let (italic, frame) = try bitmap(Text("l").italic())
        let font = LayoutText.Font.embedded
        let baseline = Double(frame.minY) + Self.lineHeight(40) / 2 + (font.ascent(fontSize: 40) - font.descent(fontSize: 40)) / 2
        func centre(_ bitmap: Bitmap, _ y: Double) -> Double {
            let xs = ink(bitmap, row: Int(y))
            return Double(xs.reduce(0, +)) / Double(max(1, xs.count))
        }
        let (upright, _) = try bitmap(Text("l"))
        #expect(abs(centre(upright, baseline - 22) - centre(upright, baseline - 2)) < 0.5)
        #expect(abs(centre(italic, baseline - 22) - centre(italic, baseline - 2) - 20 * 0.2126) < 0.6)
    }

    /// A system symbol is drawn as a stand-in in the foreground colour, not as the grey image placeholder: a
    /// chevron in its 17 × 17 frame (the body size) bends at (0.7, 0.5) of the side, 11.9 points from the left.
    @Test func aSymbolIsDrawnInItsForegroundColour() throws {
        let layout = try ViewHost.layout(
            Image(systemName: "chevron.right").foregroundColor(.red), proposal: ProposedViewSize(width: 200, height: nil))
        let frame = try #require(layout.views.first { $0.typeName == "Image" }).frame
        let bitmap = try PNGCodec.decode(
            LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 1).png())
        let bend = bitmap[Int(Double(frame.minX) + 0.68 * 17), Int(Double(frame.minY) + 8.5)]
        #expect(bend.r > 200 && bend.g < 150 && bend.b < 150)
    }
}
