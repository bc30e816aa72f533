import LayoutCore
import Testing

@testable import LayoutRender

@Suite("Rasterizer coverage")
struct RasterCoverageTests {
    @Test("a rect on whole pixels covers exactly its pixels")
    func wholePixelRect() {
        let alpha = RasterTestSupport.coverage(of: Path(rect: Rect2D(x: 2, y: 3, width: 5, height: 4)), width: 10, height: 10)
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                #expect(alpha[y][x] == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("half-pixel edges give half coverage, quarter at the corners")
    func halfPixelEdges() {
        let alpha = RasterTestSupport.coverage(of: Path(rect: Rect2D(x: 1.5, y: 1.5, width: 3, height: 2)), width: 6, height: 5)
        #expect(alpha[2][2] == 255 && alpha[2][3] == 255)
        #expect(abs(alpha[2][1] - 128) <= 1 && abs(alpha[2][4] - 128) <= 1, "left and right edges")
        #expect(abs(alpha[1][2] - 128) <= 1 && abs(alpha[3][3] - 128) <= 1, "top and bottom edges")
        #expect(abs(alpha[1][1] - 64) <= 1 && abs(alpha[3][4] - 64) <= 1, "corners")
        #expect(alpha[0].allSatisfy { $0 == 0 } && alpha[4].allSatisfy { $0 == 0 })
        #expect(alpha.allSatisfy { $0[0] == 0 && $0[5] == 0 })
    }

    @Test("a triangle's coverage sums to its area", arguments: [
        [Point2D(x: 1, y: 1), Point2D(x: 9, y: 2), Point2D(x: 4, y: 8)],
        [Point2D(x: 0.3, y: 7.7), Point2D(x: 8.9, y: 0.2), Point2D(x: 9.5, y: 9.1)],
    ])
    func triangleArea(_ corners: [Point2D]) {
        let path = Path(elements: [.move(to: corners[0]), .line(to: corners[1]), .line(to: corners[2]), .close])
        let alpha = RasterTestSupport.coverage(of: path, width: 10, height: 10)
        let (a, b, c) = (corners[0], corners[1], corners[2])
        let cross: Double = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
        let area = abs(cross) / 2
        let levels: Int = alpha.joined().reduce(0, +)
        let total = Double(levels) / 255
        // Each partly covered pixel rounds by at most half a level.
        let tolerance: Double = 0.5 * 40 / 255
        #expect(abs(total - area) < tolerance)
    }

    @Test("rounded corners match the analytic circle within 1/255 per pixel", arguments: [
        (Rect2D(x: 2, y: 2, width: 60, height: 44), 20.0),
        (Rect2D(x: 3.3, y: 1.7, width: 41.2, height: 30.9), 12.3),
        (Rect2D(x: 1.5, y: 1.5, width: 20, height: 20), 3.0),
        (Rect2D(x: 0.25, y: 2, width: 100, height: 90), 44.0),
    ])
    func roundedCorners(_ rect: Rect2D, _ radius: Double) {
        let width = Int(rect.maxX.rounded(.up)) + 1, height = Int(rect.maxY.rounded(.up)) + 1
        let alpha = RasterTestSupport.coverage(of: Path(roundedRect: rect, cornerRadius: radius), width: width, height: height)
        var worst = 0.0
        var totalError = 0.0
        var partialPixels = 0
        for y in 0..<height {
            for x in 0..<width {
                let exact = RasterTestSupport.analyticCoverage(pixelX: x, pixelY: y, roundedRect: rect, radius: radius) * 255
                worst = max(worst, abs(Double(alpha[y][x]) - exact))
                totalError += Double(alpha[y][x]) - exact
                if exact > 0, exact < 255 { partialPixels += 1 }
            }
        }
        #expect(worst <= 1, "worst pixel is \(worst)/255 off")
        // Rounding alone is unbiased; chords inside the arc bias the total, by under half a level per edge pixel.
        #expect(abs(totalError) <= 0.5 * Double(partialPixels), "total off by \(totalError)/255 over \(partialPixels) edge pixels")
    }

    @Test("a large corner (radius 150 px, a card at @3x) stays within 1/255 per pixel, transformed")
    func largeCorner() {
        let rect = Rect2D(x: 0.4, y: 0.7, width: 400, height: 400)
        // Drawn at half size and scaled 2× about the origin: the conic is transformed, not re-made.
        let alpha = RasterTestSupport.coverage(
            of: Path(roundedRect: Rect2D(x: 0.2, y: 0.35, width: 200, height: 200), cornerRadius: 75), width: 156, height: 156, transform: .scale(2))
        var worst = 0.0
        for y in 0..<156 {
            for x in 0..<156 {
                let exact = RasterTestSupport.analyticCoverage(pixelX: x, pixelY: y, roundedRect: rect, radius: 150) * 255
                worst = max(worst, abs(Double(alpha[y][x]) - exact))
            }
        }
        #expect(worst <= 1, "worst pixel is \(worst)/255 off")
    }

    @Test("non-zero winding: same-direction overlaps stay filled, a reversed inner square cuts a hole")
    func nonZeroWinding() {
        var overlapping = RasterTestSupport.square(x: 1, y: 1, size: 6)
        overlapping.append(contentsOf: RasterTestSupport.square(x: 3, y: 3, size: 6))
        let filled = RasterTestSupport.coverage(of: overlapping, width: 10, height: 10)
        #expect(filled[4][4] == 255, "winding 2 is inside under non-zero (even-odd would leave it empty)")
        #expect(filled[2][2] == 255 && filled[8][8] == 255 && filled[8][1] == 0)

        var ring = RasterTestSupport.square(x: 1, y: 1, size: 8)
        ring.append(contentsOf: RasterTestSupport.square(x: 3, y: 3, size: 4, counterClockwise: true))
        let holed = RasterTestSupport.coverage(of: ring, width: 10, height: 10)
        #expect(holed[4][4] == 0 && holed[5][5] == 0, "the hole is empty")
        #expect(holed[2][2] == 255 && holed[7][7] == 255 && holed[1][5] == 255)
    }

    @Test("a transform scaling about the centre lands exactly where computed")
    func scaleAboutCenter() {
        // 4×4 square centred at (8, 8), scaled 2× about its centre: covers 4..<12.
        let transform = Transform2D.scale(2, about: Point2D(x: 8, y: 8))
        let alpha = RasterTestSupport.coverage(of: RasterTestSupport.square(x: 6, y: 6, size: 4), width: 16, height: 16, transform: transform)
        for y in 0..<16 {
            for x in 0..<16 {
                let inside = (4..<12).contains(x) && (4..<12).contains(y)
                #expect(alpha[y][x] == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("translation and device scale compose: a 2×2 pt square at (1, 1) pt, moved 0.5 pt, @3x")
    func translationThenScale() {
        let transform = Transform2D.translation(x: 0.5, y: 0).concatenating(.scale(3))
        let alpha = RasterTestSupport.coverage(of: RasterTestSupport.square(x: 1, y: 1, size: 2), width: 12, height: 12, transform: transform)
        // Device x 4.5..<10.5, y 3..<9.
        #expect(alpha[5][3] == 0 && abs(alpha[5][4] - 128) <= 1 && alpha[5][5] == 255)
        #expect(alpha[5][9] == 255 && abs(alpha[5][10] - 128) <= 1 && alpha[5][11] == 0)
        #expect(alpha[2][6] == 0 && alpha[3][6] == 255 && alpha[8][6] == 255 && alpha[9][6] == 0)
    }

    @Test("clipping: nothing outside, proportional coverage on fractional clip edges")
    func clipping() {
        let clip = Rect2D(x: 2.5, y: 3, width: 4, height: 2.25)
        let alpha = RasterTestSupport.coverage(of: Path(rect: Rect2D(x: 0, y: 0, width: 10, height: 10)), width: 10, height: 10, clip: clip)
        for y in 0..<10 {
            for x in 0..<10 {
                let columnShare = max(0, min(Double(x + 1), clip.maxX) - max(Double(x), clip.x))
                let rowShare = max(0, min(Double(y + 1), clip.maxY) - max(Double(y), clip.y))
                #expect(abs(Double(alpha[y][x]) - columnShare * rowShare * 255) <= 0.5 + 1e-9, "pixel (\(x), \(y))")
            }
        }
    }

    @Test("a shape reaching past the canvas and the clip on every side is clipped, not wrapped")
    func offCanvas() {
        let alpha = RasterTestSupport.coverage(of: Path(roundedRect: Rect2D(x: -50, y: -20, width: 200, height: 100), cornerRadius: 30), width: 8, height: 8)
        #expect(alpha.joined().allSatisfy { $0 == 255 })
        let clipped = RasterTestSupport.coverage(of: Path(rect: Rect2D(x: -5, y: -5, width: 30, height: 30)), width: 8, height: 8, clip: Rect2D(x: 6, y: 6, width: 50, height: 50))
        #expect(clipped[7][7] == 255 && clipped[7][6] == 255 && clipped[5][7] == 0 && clipped[0][0] == 0)
    }

    @Test("fillRect's fast path agrees with filling the rect's path", arguments: [
        Rect2D(x: 1.3, y: 2.7, width: 5.9, height: 3.2),
        Rect2D(x: 2.25, y: 2.5, width: 0.5, height: 0.3),
        Rect2D(x: -3, y: 4.4, width: 20, height: 1),
    ])
    func fillRectMatchesPath(_ rect: Rect2D) {
        let transform = Transform2D.scale(x: 1.5, y: 1).concatenating(.translation(x: 0.1, y: 0))
        var fast = Canvas(width: 12, height: 10, background: .white)
        fast.fillRect(rect, color: RGBAColor(hex: "#1E88E5C0")!, transform: transform)
        var path = Canvas(width: 12, height: 10, background: .white)
        path.fill(Path(rect: rect), color: RGBAColor(hex: "#1E88E5C0")!, transform: transform)
        let pairs = zip(fast.bitmap.pixels, path.bitmap.pixels)
        #expect(pairs.allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        #expect(fast.bitmap != Canvas(width: 12, height: 10, background: .white).bitmap, "something was drawn")
    }

    @Test("source-over on premultiplied pixels")
    func blending() {
        var canvas = Canvas(width: 2, height: 1, background: RGBAColor(r: 0, g: 0, b: 255))
        canvas.fillRect(Rect2D(x: 0, y: 0, width: 1, height: 1), color: RGBAColor(r: 255, g: 0, b: 0, a: 128))
        canvas.fillRect(Rect2D(x: 1, y: 0, width: 1, height: 1), color: RGBAColor(r: 255, g: 255, b: 255))
        // 128/255 red over blue: r = 128, b = 255 × 127/255 = 127.
        #expect(canvas.bitmap[0, 0] == Bitmap.Pixel(r: 128, g: 0, b: 127, a: 255))
        #expect(canvas.bitmap[1, 0] == Bitmap.Pixel(r: 255, g: 255, b: 255, a: 255))
        var clear = Canvas(width: 1, height: 1, background: .clear)
        clear.fillRect(Rect2D(x: 0, y: 0, width: 1, height: 1), color: RGBAColor(r: 200, g: 100, b: 0, a: 51))
        #expect(clear.bitmap[0, 0] == Bitmap.Pixel(r: 40, g: 20, b: 0, a: 51))
    }

    @Test("filling non-finite, empty or zero-area input leaves the canvas untouched", arguments: [
        Path(elements: [.move(to: Point2D(x: .nan, y: 1)), .line(to: Point2D(x: 5, y: .infinity)), .line(to: Point2D(x: 3, y: 3))]),
        Path(elements: [.line(to: Point2D(x: 5, y: 5))]),
        Path(elements: [.move(to: Point2D(x: 1, y: 1)), .line(to: Point2D(x: 7, y: 1)), .close]),
        Path(),
    ])
    func nothingDrawn(_ path: Path) {
        var canvas = Canvas(width: 8, height: 8, background: .white)
        canvas.fill(path, color: .black)
        canvas.fill(Path(rect: Rect2D(x: 0, y: 0, width: 8, height: 8)), color: .black, clip: Rect2D(x: .nan, y: 0, width: 4, height: 4))
        canvas.fillRect(Rect2D(x: 1, y: 1, width: .nan, height: 2), color: .black)
        #expect(canvas.bitmap == Bitmap(width: 8, height: 8, fill: .white))
    }

    @Test("a triangle with far-away corners is clipped exactly")
    func farCorners() {
        let path = Path(elements: [.move(to: Point2D(x: 1, y: 1)), .line(to: Point2D(x: 1e300, y: 1)), .line(to: Point2D(x: 1, y: 1e300)), .close])
        let alpha = RasterTestSupport.coverage(of: path, width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 { #expect(alpha[y][x] == (x >= 1 && y >= 1 ? 255 : 0), "pixel (\(x), \(y))") }
        }
    }

    @Test("overflowing, hairline-thin and invalid-weight input renders without trapping, repeatably", arguments: [
        Path(elements: [.move(to: Point2D(x: -1e308, y: -1e308)), .line(to: Point2D(x: 1e308, y: 1e308)), .line(to: Point2D(x: -1e308, y: 1e308)), .close]),
        Path(elements: [.move(to: Point2D(x: 2, y: 2)), .line(to: Point2D(x: 6, y: 2 + 1e-300)), .line(to: Point2D(x: 2, y: 2 + 2e-300)), .close]),
        Path(elements: [.move(to: Point2D(x: 1, y: 1)), .conic(control: Point2D(x: 9, y: 1), to: Point2D(x: 9, y: 9), weight: .nan), .close]),
        Path(roundedRect: Rect2D(x: 1, y: 1, width: 6, height: 6), cornerRadius: .infinity),
    ])
    func extremeInput(_ path: Path) {
        func render() -> Bitmap {
            var canvas = Canvas(width: 8, height: 8, background: .white)
            canvas.fill(path, color: RGBAColor(hex: "#10203080")!)
            canvas.stroke(path, width: 1.5, color: .black, cap: .square)
            return canvas.bitmap
        }
        #expect(render() == render())
    }

    @Test("rendering the same calls twice gives identical bytes")
    func deterministic() {
        func render() -> Bitmap {
            var canvas = Canvas(width: 64, height: 48, background: RGBAColor(hex: "#F5F5F5")!)
            for i in 0..<12 {
                let rect = Rect2D(x: Double(i) * 4.37, y: Double(i) * 2.9, width: 20.5, height: 13.25)
                canvas.fill(Path(roundedRect: rect, cornerRadius: 4.5), color: RGBAColor(hex: "#1E88E580")!, transform: .scale(1.1, about: Point2D(x: 32, y: 24)))
                canvas.stroke(Path(rect: rect), width: 1.5, color: .black, clip: Rect2D(x: 3.5, y: 2, width: 50, height: 40))
            }
            return canvas.bitmap
        }
        #expect(render() == render())
    }
}
