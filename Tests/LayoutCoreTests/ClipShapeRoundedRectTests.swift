import LayoutCore
import Testing

/// A rounded card's outline: 4 corners of 9 points each, clockwise from the top of the top-right corner, every
/// point on its corner's circle; the radius is at most half the shorter side.
struct ClipShapeRoundedRectTests {
    @Test func theOutlineRunsClockwiseRoundEachCorner() throws {
        let shape = ClipShape.roundedRect(Rect2D(x: 0, y: 0, width: 100, height: 50), radius: 10)
        let points = try #require(shape.polygons.first)
        #expect(shape.polygons.count == 1 && points.count == 36 && !shape.evenOdd)
        // Corner centres (90, 10), (90, 40), (10, 40), (10, 10); each quarter from its start angle −π/2, 0, π/2, π.
        #expect(points[0] == Point2D(x: 90, y: 0) && points[8] == Point2D(x: 100, y: 10))
        #expect(points[9] == Point2D(x: 100, y: 40) && points[17] == Point2D(x: 90, y: 50))
        #expect(points[18] == Point2D(x: 10, y: 50) && points[26] == Point2D(x: 0, y: 40))
        #expect(points[27] == Point2D(x: 0, y: 10) && points[35] == Point2D(x: 10, y: 0))
        // The middle of the first corner lies at 45°: (90 + 10·√½, 10 − 10·√½).
        #expect(abs(points[4].x - (90 + 10 * 0.7071067811865476)) < 1e-12 && abs(points[4].y - (10 - 10 * 0.7071067811865476)) < 1e-12)
        let centres = [Point2D(x: 90, y: 10), Point2D(x: 90, y: 40), Point2D(x: 10, y: 40), Point2D(x: 10, y: 10)]
        for (index, point) in points.enumerated() {
            let centre = centres[index / 9]
            let dx = point.x - centre.x, dy = point.y - centre.y
            #expect(abs((dx * dx + dy * dy).squareRoot() - 10) < 1e-9)
        }
    }

    @Test func theRadiusIsAtMostHalfTheShorterSide() throws {
        let points = try #require(ClipShape.roundedRect(Rect2D(x: 10, y: 20, width: 100, height: 50), radius: 40).polygons.first)
        // r = min(40, 50, 25) = 25: the top-right corner runs from (85, 20) to (110, 45).
        #expect(points[0] == Point2D(x: 85, y: 20) && points[8] == Point2D(x: 110, y: 45))
        #expect(points.allSatisfy { $0.x >= 10 && $0.x <= 110 && $0.y >= 20 && $0.y <= 70 })
    }
}
