import LayoutCore
import Testing

@testable import LayoutRender

@Suite("Paths and transforms")
struct RasterPathTests {
    @Test("reversing swaps endpoints and controls, keeps closure and subpaths")
    func reversed() {
        var path = Path()
        path.move(to: Point2D(x: 0, y: 0))
        path.line(to: Point2D(x: 4, y: 0))
        path.quad(to: Point2D(x: 4, y: 4), control: Point2D(x: 6, y: 2))
        path.cubic(to: Point2D(x: 0, y: 4), control1: Point2D(x: 3, y: 5), control2: Point2D(x: 1, y: 5))
        path.close()
        path.move(to: Point2D(x: 10, y: 10))
        path.conic(to: Point2D(x: 12, y: 12), control: Point2D(x: 12, y: 10), weight: 0.5)
        #expect(path.reversed().elements == [
            .move(to: Point2D(x: 0, y: 4)),
            .cubic(control1: Point2D(x: 1, y: 5), control2: Point2D(x: 3, y: 5), to: Point2D(x: 4, y: 4)),
            .quad(control: Point2D(x: 6, y: 2), to: Point2D(x: 4, y: 0)),
            .line(to: Point2D(x: 0, y: 0)),
            .close,
            .move(to: Point2D(x: 12, y: 12)),
            .conic(control: Point2D(x: 12, y: 10), to: Point2D(x: 10, y: 10), weight: 0.5),
        ])
        #expect(path.reversed().reversed() == path)
    }

    @Test("a reversed path covers the same pixels")
    func reversedCoverage() {
        let path = Path(roundedRect: Rect2D(x: 1.5, y: 2.25, width: 12, height: 9), cornerRadius: 3)
        #expect(RasterTestSupport.coverage(of: path, width: 16, height: 14) == RasterTestSupport.coverage(of: path.reversed(), width: 16, height: 14))
    }

    @Test("the rounded-rect radius is clamped to half the shorter side; zero radius is a rect")
    func roundedRectRadius() {
        let pill = Path(roundedRect: Rect2D(x: 0, y: 0, width: 40, height: 10), cornerRadius: 50)
        #expect(pill.elements.contains(.conic(control: Point2D(x: 40, y: 0), to: Point2D(x: 40, y: 5), weight: Path.quarterCircleWeight)))
        #expect(Path(roundedRect: Rect2D(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0) == Path(rect: Rect2D(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test("transformed(by:) maps every point, and equals drawing with the transform")
    func transformedPath() {
        let path = Path(roundedRect: Rect2D(x: 1, y: 1, width: 6, height: 4), cornerRadius: 1.5)
        let transform = Transform2D.scale(1.5, about: Point2D(x: 4, y: 3)).concatenating(.translation(x: 2, y: 1))
        #expect(path.transformed(by: transform).elements.first == .move(to: transform.apply(to: Point2D(x: 2.5, y: 1))))
        #expect(RasterTestSupport.coverage(of: path.transformed(by: transform), width: 14, height: 12)
            == RasterTestSupport.coverage(of: path, width: 14, height: 12, transform: transform))
    }

    @Test("affine transforms: identity, translation, scale about a point, concatenation order")
    func affineTransform() {
        let p = Point2D(x: 3, y: -2)
        #expect(Transform2D.identity.apply(to: p) == p)
        #expect(Transform2D.translation(x: 1, y: 2).apply(to: p) == Point2D(x: 4, y: 0))
        #expect(Transform2D.scale(x: 2, y: 3).apply(to: p) == Point2D(x: 6, y: -6))
        #expect(Transform2D.scale(2, about: Point2D(x: 1, y: 1)).apply(to: p) == Point2D(x: 5, y: -5))
        // Translate first, then scale: (3 + 1) × 2.
        let translateThenScale = Transform2D.translation(x: 1, y: 0).concatenating(.scale(2))
        #expect(translateThenScale.apply(to: p) == Point2D(x: 8, y: -4))
        let scaleThenTranslate = Transform2D.scale(2).concatenating(.translation(x: 1, y: 0))
        #expect(scaleThenTranslate.apply(to: p) == Point2D(x: 7, y: -4))
        #expect(Transform2D.scale(x: -1, y: 2).apply(to: Rect2D(x: 1, y: 1, width: 2, height: 3)) == Rect2D(x: -3, y: 2, width: 2, height: 6))
    }

    @Test("the largest stretch of a transform", arguments: [
        (Transform2D.identity, 1.0), (.scale(3), 3.0), (.scale(x: 2, y: -5), 5.0),
        (Transform2D(a: 0, b: 2, c: -2, d: 0, tx: 9, ty: 9), 2.0),
    ])
    func maximumScale(_ transform: Transform2D, _ expected: Double) {
        #expect(abs(transform.maximumScale - expected) < 1e-12)
    }
}
