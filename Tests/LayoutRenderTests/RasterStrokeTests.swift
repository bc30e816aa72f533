import LayoutCore
import Testing

@testable import LayoutRender

@Suite("Strokes")
struct RasterStrokeTests {
    private func strokeCoverage(_ path: Path, width: Double, cap: LineCap = .butt, transform: Transform2D = .identity, size: Int = 16) -> [[Int]] {
        var canvas = Canvas(width: size, height: size, background: .clear)
        canvas.stroke(path, width: width, color: .black, cap: cap, transform: transform)
        return RasterTestSupport.alphas(canvas.bitmap)
    }

    @Test("a rect border covers the ring centred on the outline and nothing else")
    func rectBorder() {
        // Outline 3..<13, width 2: the ring spans 2..<14 outside and 4..<12 inside.
        let alpha = strokeCoverage(Path(rect: Rect2D(x: 3, y: 3, width: 10, height: 10)), width: 2)
        for y in 0..<16 {
            for x in 0..<16 {
                let outer = (2..<14).contains(x) && (2..<14).contains(y)
                let hole = (4..<12).contains(x) && (4..<12).contains(y)
                #expect(alpha[y][x] == (outer && !hole ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("a general polygon's stroke equals the exact ring of the same rectangle")
    func polygonMatchesRing() {
        let polygon = Path(elements: [
            .move(to: Point2D(x: 2.5, y: 3.25)), .line(to: Point2D(x: 12.75, y: 3.25)),
            .line(to: Point2D(x: 12.75, y: 11.5)), .line(to: Point2D(x: 2.5, y: 11.5)), .close,
        ])
        let rect = Path(rect: Rect2D(x: 2.5, y: 3.25, width: 10.25, height: 8.25))
        let general = strokeCoverage(polygon, width: 1.5)
        let exact = strokeCoverage(rect, width: 1.5)
        #expect(zip(general.joined(), exact.joined()).allSatisfy { abs($0 - $1) <= 1 })
        #expect(exact[7][7] == 0 && exact[3][7] == 255)
    }

    @Test("a rounded-rect border is the band between radius r + w/2 and r − w/2")
    func roundedBorder() {
        let rect = Rect2D(x: 20, y: 20, width: 60, height: 40)
        var canvas = Canvas(width: 100, height: 80, background: .clear)
        canvas.stroke(Path(roundedRect: rect, cornerRadius: 10), width: 4, color: .black)
        let alpha = RasterTestSupport.alphas(canvas.bitmap)
        var expected = 0.0, actual = 0.0
        for y in 0..<80 {
            for x in 0..<100 {
                let outer = RasterTestSupport.analyticCoverage(pixelX: x, pixelY: y, roundedRect: rect.insetBy(-2), radius: 12)
                let inner = RasterTestSupport.analyticCoverage(pixelX: x, pixelY: y, roundedRect: rect.insetBy(2), radius: 8)
                let exact = (outer - inner) * 255
                #expect(abs(Double(alpha[y][x]) - exact) <= 1, "pixel (\(x), \(y))")
                expected += exact
                actual += Double(alpha[y][x])
            }
        }
        #expect(abs(actual - expected) / 255 < 1, "ring area \(actual / 255) vs \(expected / 255)")
    }

    @Test("a border wider than twice the radius has a sharp inner corner")
    func sharpInnerCorner() {
        let alpha = strokeCoverage(Path(roundedRect: Rect2D(x: 4, y: 4, width: 8, height: 8), cornerRadius: 1), width: 4)
        // Inner edge of the ring is the rect shrunk by 2: 6..<10, square-cornered.
        #expect(alpha[6][6] == 0 && alpha[5][6] == 255 && alpha[6][5] == 255 && alpha[5][5] == 255)
    }

    @Test("butt and square caps on a horizontal dimension line", arguments: [(LineCap.butt, 4, 12), (LineCap.square, 3, 13)])
    func caps(_ cap: LineCap, _ firstColumn: Int, _ endColumn: Int) {
        let line = Path(elements: [.move(to: Point2D(x: 4, y: 8)), .line(to: Point2D(x: 12, y: 8))])
        let alpha = strokeCoverage(line, width: 2, cap: cap)
        for x in 0..<16 {
            let inside = (firstColumn..<endColumn).contains(x)
            #expect(alpha[7][x] == (inside ? 255 : 0) && alpha[8][x] == (inside ? 255 : 0), "column \(x)")
            #expect(alpha[6][x] == 0 && alpha[9][x] == 0)
        }
    }

    @Test("stroke width scales with the transform (a 1 pt hairline at @3x is 3 px)")
    func widthIsTransformed() {
        let line = Path(elements: [.move(to: Point2D(x: 1, y: 2.5)), .line(to: Point2D(x: 4, y: 2.5))])
        let alpha = strokeCoverage(line, width: 1, transform: .scale(3))
        #expect((6..<9).allSatisfy { alpha[$0][6] == 255 })
        #expect(alpha[5][6] == 0 && alpha[9][6] == 0 && alpha[7][2] == 0 && alpha[7][3] == 255 && alpha[7][12] == 0)
    }

    @Test("a polyline's joins leave no gap at the corner (miter) and no hole on the inside")
    func polylineJoin() {
        let elbow = Path(elements: [.move(to: Point2D(x: 2, y: 4)), .line(to: Point2D(x: 10, y: 4)), .line(to: Point2D(x: 10, y: 14))])
        let alpha = strokeCoverage(elbow, width: 2)
        // Miter fills the outer corner square 10..<11 × 3..<4; the inner corner 9..<10 × 4..<5 is covered once.
        #expect(alpha[3][10] == 255 && alpha[4][9] == 255 && alpha[3][9] == 255 && alpha[5][10] == 255)
        #expect(alpha[5][8] == 0 && alpha[2][10] == 0 && alpha[3][11] == 0)
    }

    @Test("zero, negative and non-finite widths draw nothing", arguments: [0.0, -2.0, .nan, .infinity])
    func invalidWidth(_ width: Double) {
        let alpha = strokeCoverage(Path(rect: Rect2D(x: 3, y: 3, width: 8, height: 8)), width: width)
        #expect(alpha.joined().allSatisfy { $0 == 0 })
    }
}
