import LayoutCore
import Testing

/// The one axis mapper, worked by hand on the rect [10, 20, 30, 40], the point (1, 2), the size 3 × 4 and the
/// insets top 1, left 2, bottom 3, right 4: a vertical mapper reads x and widths as `u`, y and heights as `v`;
/// a horizontal one the other way round.
@Suite struct AxisMapperTests {
    static let vertical = AxisMapper(direction: .vertical)
    static let horizontal = AxisMapper(direction: .horizontal)
    static let frame = r(10, 20, 30, 40)
    static let inset = Insets(top: 1, left: 2, bottom: 3, right: 4)

    @Test func verticalReadsXAsUAndYAsV() {
        let axis = Self.vertical
        #expect([axis.uMin(of: Self.frame), axis.uMid(of: Self.frame), axis.uMax(of: Self.frame)] == [10, 25, 40])
        #expect([axis.vMin(of: Self.frame), axis.vMid(of: Self.frame), axis.vMax(of: Self.frame)] == [20, 40, 60])
        #expect([axis.u(of: Self.frame.size), axis.v(of: Self.frame.size)] == [30, 40])
        #expect([axis.u(of: Point2D(x: 1, y: 2)), axis.v(of: Point2D(x: 1, y: 2))] == [1, 2])
        #expect(axis.u(width: "w", height: "h") == "w" && axis.v(width: "w", height: "h") == "h")
        #expect(axis.rect(u: 1, v: 2, uSize: 3, vSize: 4) == r(1, 2, 3, 4))
        #expect(axis.point(u: 1, v: 2) == Point2D(x: 1, y: 2))
        #expect(axis.size(u: 3, v: 4) == Size2D(width: 3, height: 4))
        #expect(axis.offset(Self.frame, du: 5, dv: 7) == r(15, 27, 30, 40))
        #expect(axis.moved(Self.frame, toV: 100) == r(10, 100, 30, 40))
        let axes = axis.axes(of: Self.inset)
        #expect([axes.uStart, axes.uEnd, axes.vStart, axes.vEnd] == [2, 4, 1, 3])
        #expect(axis.insets(uStart: 2, uEnd: 4, vStart: 1, vEnd: 3) == Self.inset)
        #expect(axis.acrossOnly(Self.inset) == Insets(top: 0, left: 2, bottom: 0, right: 4))
    }

    @Test func horizontalReadsYAsUAndXAsV() {
        let axis = Self.horizontal
        #expect([axis.uMin(of: Self.frame), axis.uMid(of: Self.frame), axis.uMax(of: Self.frame)] == [20, 40, 60])
        #expect([axis.vMin(of: Self.frame), axis.vMid(of: Self.frame), axis.vMax(of: Self.frame)] == [10, 25, 40])
        #expect([axis.u(of: Self.frame.size), axis.v(of: Self.frame.size)] == [40, 30])
        #expect([axis.u(of: Point2D(x: 1, y: 2)), axis.v(of: Point2D(x: 1, y: 2))] == [2, 1])
        #expect(axis.u(width: "w", height: "h") == "h" && axis.v(width: "w", height: "h") == "w")
        #expect(axis.rect(u: 1, v: 2, uSize: 3, vSize: 4) == r(2, 1, 4, 3))
        #expect(axis.point(u: 1, v: 2) == Point2D(x: 2, y: 1))
        #expect(axis.size(u: 3, v: 4) == Size2D(width: 4, height: 3))
        #expect(axis.offset(Self.frame, du: 5, dv: 7) == r(17, 25, 30, 40))
        #expect(axis.moved(Self.frame, toV: 100) == r(100, 20, 30, 40))
        let axes = axis.axes(of: Self.inset)
        #expect([axes.uStart, axes.uEnd, axes.vStart, axes.vEnd] == [1, 3, 2, 4])
        #expect(axis.insets(uStart: 1, uEnd: 3, vStart: 2, vEnd: 4) == Self.inset)
        #expect(axis.acrossOnly(Self.inset) == Insets(top: 1, left: 0, bottom: 3, right: 0))
    }

    /// Values with awkward bits (fractions, large, tiny, negative, signed zeros), so a mapping that computes
    /// instead of only swapping shows.
    static func randomValues(seed: UInt64) -> [Double] {
        var rng = SeededGenerator(seed: seed)
        return (0..<8).map { _ in Double.random(in: -1e6...1e6, using: &rng) } + [0.1, -0.0, 0, 1e-300, 3e15]
    }

    /// Reading to the axes and building back gives the input exactly, for both directions.
    @Test(arguments: ScrollDirection.allCases, 1...20 as ClosedRange<UInt64>)
    func toTheAxesAndBackIsTheIdentity(direction: ScrollDirection, seed: UInt64) {
        let axis = AxisMapper(direction: direction)
        let values = Self.randomValues(seed: seed)
        for i in values.indices {
            let n = values.count
            let (a, b, c, d) = (values[i], values[(i + 1) % n], values[(i + 3) % n], values[(i + 5) % n])
            let frame = r(a, b, c, d)
            let back = axis.rect(
                u: axis.uMin(of: frame), v: axis.vMin(of: frame), uSize: axis.u(of: frame.size), vSize: axis.v(of: frame.size))
            #expect(back.bitPatterns == frame.bitPatterns)
            let point = Point2D(x: a, y: b)
            #expect(axis.point(u: axis.u(of: point), v: axis.v(of: point)).bitPatterns == point.bitPatterns)
            let size = Size2D(width: c, height: d)
            #expect(axis.size(u: axis.u(of: size), v: axis.v(of: size)).bitPatterns == size.bitPatterns)
            let inset = Insets(top: a, left: b, bottom: c, right: d)
            let axes = axis.axes(of: inset)
            let rebuilt = axis.insets(uStart: axes.uStart, uEnd: axes.uEnd, vStart: axes.vStart, vEnd: axes.vEnd)
            #expect(rebuilt.bitPatterns == inset.bitPatterns)
            #expect(axis.moved(frame, toV: axis.vMin(of: frame)).bitPatterns == frame.bitPatterns)
        }
    }

    /// Mapping twice is the identity: reading a rect with the horizontal mapper and building it with the vertical
    /// one transposes it, and transposing twice gives it back; the vertical mapper alone changes nothing.
    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func transposingTwiceIsTheIdentity(seed: UInt64) {
        let values = Self.randomValues(seed: seed)
        func transposed(_ rect: Rect2D) -> Rect2D {
            Self.vertical.rect(
                u: Self.horizontal.uMin(of: rect), v: Self.horizontal.vMin(of: rect),
                uSize: Self.horizontal.u(of: rect.size), vSize: Self.horizontal.v(of: rect.size))
        }
        for (a, b) in zip(values, values.reversed()) {
            let frame = r(a, b, b, a + 1)
            #expect(transposed(frame) == r(b, a, a + 1, b))
            #expect(transposed(transposed(frame)).bitPatterns == frame.bitPatterns)
            let identity = Self.vertical.rect(
                u: Self.vertical.uMin(of: frame), v: Self.vertical.vMin(of: frame),
                uSize: Self.vertical.u(of: frame.size), vSize: Self.vertical.v(of: frame.size))
            #expect(identity.bitPatterns == frame.bitPatterns)
        }
    }
}

extension Rect2D {
    /// The exact bits of the four values, so that −0 and 0 differ.
    fileprivate var bitPatterns: [UInt64] { [x, y, width, height].map(\.bitPattern) }
}

extension Point2D {
    fileprivate var bitPatterns: [UInt64] { [x, y].map(\.bitPattern) }
}

extension Size2D {
    fileprivate var bitPatterns: [UInt64] { [width, height].map(\.bitPattern) }
}

extension Insets {
    fileprivate var bitPatterns: [UInt64] { [top, left, bottom, right].map(\.bitPattern) }
}
