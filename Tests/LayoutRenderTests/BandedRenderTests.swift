import LayoutCore
import LayoutShotTestSupport
import Testing

@testable import LayoutRender

/// Rendering in bands on several cores must give exactly the pixels of drawing everything at once.
@Suite("Banded rendering")
struct BandedRenderTests {
    /// A fixed pseudo-random sequence, so every run tests the same scenes.
    private struct Sequence {
        var generator: SeededGenerator
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(generator.next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        mutating func color() -> RGBAColor {
            RGBAColor(r: UInt8(next(0...255)), g: UInt8(next(0...255)), b: UInt8(next(0...255)),
                a: next(0...1) < 0.5 ? 255 : UInt8(next(1...255)))
        }
        mutating func point(in size: Size2D) -> Point2D {
            Point2D(x: next(-10...size.width + 10), y: next(-10...size.height + 10))
        }
    }

    /// Rectangles (square and rounded, filled and stroked), curved outlines and lines, with fractional
    /// coordinates, translucency, clips, scales about a centre and rotations.
    private static func scene(seed: UInt64) -> RenderScene {
        var random = Sequence(generator: SeededGenerator(seed: seed))
        let size = Size2D(width: 97, height: 131)
        var drawables: [Drawable] = []
        for _ in 0..<40 {
            let origin = random.point(in: size)
            let rect = Rect2D(x: origin.x, y: origin.y, width: random.next(0.3...60), height: random.next(0.3...60))
            let shape: Drawable.Shape
            switch random.next(0...3) {
            case ..<1.5:
                shape = .rect(rect, cornerRadius: random.next(0...1) < 0.5 ? 0 : random.next(0...20))
            case ..<2.5:
                var path = Path()
                path.move(to: random.point(in: size))
                path.quad(to: random.point(in: size), control: random.point(in: size))
                path.cubic(to: random.point(in: size), control1: random.point(in: size), control2: random.point(in: size))
                path.line(to: random.point(in: size))
                path.close()
                shape = .glyphs(text: "x", outline: path)
            default:
                shape = .line(from: random.point(in: size), to: random.point(in: size))
            }
            var transform = Transform2D.identity
            switch random.next(0...3) {
            case ..<1: transform = .scale(random.next(0.5...1.5), about: Point2D(x: rect.midX, y: rect.midY))
            case ..<2:
                // A rotation by the angle of a random direction.
                let x = random.next(0.2...1), y = random.next(-1...1), length = (x * x + y * y).squareRoot()
                transform = Transform2D(a: x / length, b: y / length, c: -y / length, d: x / length, tx: 30, ty: -10)
            default: break
            }
            let clip = random.next(0...1) < 0.3
                ? Rect2D(x: random.next(0...50), y: random.next(0...70), width: random.next(5...60), height: random.next(5...60)) : nil
            drawables.append(Drawable(
                shape: shape, fill: random.next(0...1) < 0.8 ? random.color() : nil,
                stroke: random.next(0...1) < 0.4 ? random.color() : nil, strokeWidth: random.next(0.2...4),
                transform: transform, clip: clip, role: "cell"))
        }
        // Every other scene fades a few of them together, as an element with an alpha below 1.
        if seed % 2 == 1 {
            let parts = Array(drawables[5..<9])
            drawables.replaceSubrange(5..<9, with: [Drawable(shape: .group(parts, opacity: random.next(0.1...0.9)), role: "cell-group")])
        }
        return RenderScene(size: size, background: RGBAColor(hex: "#F4F1EC")!, drawables: drawables)
    }

    /// The scene drawn call by call on one `Canvas`, with no bands and no culling.
    private static func reference(_ scene: RenderScene, scale: Double) -> Bitmap {
        var canvas = Canvas(
            width: Int((scene.size.width * scale).rounded(.up)), height: Int((scene.size.height * scale).rounded(.up)),
            background: scene.background)
        for drawable in scene.drawables { draw(drawable, on: &canvas, scale: scale) }
        return canvas.bitmap
    }

    /// Draws `drawable` call by call on `canvas` at `scale`.
    private static func draw(_ drawable: Drawable, on canvas: inout Canvas, scale: Double) {
        let transform = drawable.transform.concatenating(.scale(scale))
        let clip = drawable.clip.map { Rect2D(x: $0.x * scale, y: $0.y * scale, width: $0.width * scale, height: $0.height * scale) }
        switch drawable.shape {
        case let .rect(rect, radius):
            let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect: rect)
            if let fill = drawable.fill {
                if radius > 0 {
                    canvas.fill(path, color: fill, transform: transform, clip: clip)
                } else {
                    canvas.fillRect(rect, color: fill, transform: transform, clip: clip)
                }
            }
            if let stroke = drawable.stroke {
                canvas.stroke(path, width: drawable.strokeWidth, color: stroke, transform: transform, clip: clip)
            }
        case let .glyphs(_, outline), let .path(outline):
            if let fill = drawable.fill { canvas.fill(outline, color: fill, transform: transform, clip: clip) }
            if let stroke = drawable.stroke {
                canvas.stroke(outline, width: drawable.strokeWidth, color: stroke, transform: transform, clip: clip)
            }
        case let .group(parts, opacity):
            // Drawn on a clear layer, then each layer pixel at round(opacity · 255) / 255, source-over.
            var layer = Canvas(width: canvas.width, height: canvas.height, background: .clear)
            for part in parts { draw(part, on: &layer, scale: scale) }
            let alpha = Int((opacity * 255).rounded())
            var pixels = canvas.bitmap
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let source = layer.bitmap[x, y], under = pixels[x, y]
                    guard source.a != 0 else { continue }
                    let a = mulDiv255(Int(source.a), alpha)
                    func mix(_ s: UInt8, _ u: UInt8) -> UInt8 { UInt8(mulDiv255(Int(s), alpha) + mulDiv255(Int(u), 255 - a)) }
                    pixels[x, y] = Bitmap.Pixel(r: mix(source.r, under.r), g: mix(source.g, under.g), b: mix(source.b, under.b), a: mix(source.a, under.a))
                }
            }
            canvas = Canvas(bitmap: pixels)
        case let .line(from, to):
            guard let color = drawable.stroke ?? drawable.fill else { return }
            var path = Path()
            path.move(to: from)
            path.line(to: to)
            canvas.stroke(path, width: drawable.strokeWidth, color: color, transform: transform, clip: clip)
        }
    }

    @Test("bands of any height give the pixels of one unbanded draw", arguments: 0..<24)
    func bandsMatchOneDraw(seed: Int) {
        let scene = Self.scene(seed: UInt64(seed))
        let scale = seed % 3 == 0 ? 3.0 : 1.5
        let expected = Self.reference(scene, scale: scale)
        #expect(Set(expected.pixels).count > 50, "the scene draws something")
        for bandHeight in [1, 7, 64, expected.height] {
            let banded = SceneRasterizer.render(scene, scale: scale, bandHeight: bandHeight)
            #expect(banded == expected, "seed \(seed), bands of \(bandHeight) rows")
        }
    }
}
