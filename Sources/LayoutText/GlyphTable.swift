/// A point of a TrueType contour, in font units with y growing upwards.
struct GlyphPoint: Equatable {
    var x: Double
    var y: Double
    /// Off-curve points are quadratic control points.
    var onCurve: Bool
}

/// One closed TrueType contour.
typealias GlyphContour = [GlyphPoint]

/// Reads glyph outlines from `loca` and `glyf`, flattening composite glyphs into plain contours.
///
/// Coordinates are used as stored: the outline is not shifted to make its `xMin` equal the
/// `hmtx` left side bearing, as hinting rasterizers do; the two agree in the embedded font.
struct GlyphTable {
    private let glyf: ByteReader
    /// Start of each glyph in `glyf`, plus the end of the last one.
    private let offsets: [Int]

    /// Nesting deeper than this is treated as a cycle; real fonts nest two or three levels.
    private static let maximumComponentDepth = 16
    /// `maxp` stores point counts in 16 bits, so a glyph can never need more.
    private static let maximumPointCount = 0xFFFF

    init(loca: ByteReader, glyf: ByteReader, header: FontHeader) throws(FontError) {
        var offsets: [Int] = []
        offsets.reserveCapacity(header.glyphCount + 1)
        for index in 0...header.glyphCount {
            let offset = header.longLocaOffsets
                ? Int(try loca.uint32(at: 4 * index))
                : 2 * Int(try loca.uint16(at: 2 * index))
            if let previous = offsets.last, offset < previous {
                throw .invalidTable(
                    tag: "loca", reason: "offset of glyph \(index) (\(offset)) precedes that of glyph \(index - 1) (\(previous))")
            }
            offsets.append(offset)
        }
        guard offsets[header.glyphCount] <= glyf.count else {
            throw .invalidTable(
                tag: "loca", reason: "glyphs end at \(offsets[header.glyphCount]) but 'glyf' has only \(glyf.count) bytes")
        }
        self.glyf = glyf
        self.offsets = offsets
    }

    /// The contours of every glyph, indexed by glyph id.
    ///
    /// Each glyph is parsed once; composites reuse their components' results.
    func allContours() throws(FontError) -> [[GlyphContour]] {
        var resolved = [[GlyphContour]?](repeating: nil, count: offsets.count - 1)
        for glyph in resolved.indices {
            _ = try resolveContours(of: glyph, depth: 0, resolved: &resolved)
        }
        return resolved.map { $0 ?? [] }
    }

    private func resolveContours(
        of glyph: Int, depth: Int, resolved: inout [[GlyphContour]?]
    ) throws(FontError) -> [GlyphContour] {
        if let known = resolved[glyph] { return known }
        let length = offsets[glyph + 1] - offsets[glyph]
        let contours: [GlyphContour]
        if length == 0 {
            contours = []
        } else {
            let data = try glyf.region(at: offsets[glyph], length: length, context: "glyph \(glyph) in table 'glyf'")
            let contourCount = Int(try data.int16(at: 0))
            contours = contourCount >= 0
                ? try simpleContours(data, count: contourCount, glyph: glyph)
                : try compositeContours(data, glyph: glyph, depth: depth, resolved: &resolved)
        }
        resolved[glyph] = contours
        return contours
    }

    private func simpleContours(_ data: ByteReader, count: Int, glyph: Int) throws(FontError) -> [GlyphContour] {
        // Header: numberOfContours and the bounding box, 10 bytes.
        var endPoints: [Int] = []
        for index in 0..<count {
            let end = Int(try data.uint16(at: 10 + 2 * index))
            if let previous = endPoints.last, end <= previous {
                throw .invalidGlyph(id: glyph, reason: "contour \(index) ends at point \(end), not after \(previous)")
            }
            endPoints.append(end)
        }
        guard let lastPoint = endPoints.last else { return [] }
        let pointCount = lastPoint + 1
        let instructionLength = Int(try data.uint16(at: 10 + 2 * count))
        var cursor = 12 + 2 * count + instructionLength

        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try data.uint8(at: cursor)
            cursor += 1
            var copies = 1
            if flag & SimpleFlag.repeat != 0 {
                copies += Int(try data.uint8(at: cursor))
                cursor += 1
            }
            guard flags.count + copies <= pointCount else {
                throw .invalidGlyph(id: glyph, reason: "flags repeat past the \(pointCount) points")
            }
            flags.append(contentsOf: repeatElement(flag, count: copies))
        }

        let xs = try coordinates(
            data, cursor: &cursor, flags: flags, short: SimpleFlag.xShort, sameOrPositive: SimpleFlag.xSameOrPositive)
        let ys = try coordinates(
            data, cursor: &cursor, flags: flags, short: SimpleFlag.yShort, sameOrPositive: SimpleFlag.ySameOrPositive)
        var contours: [GlyphContour] = []
        var start = 0
        for end in endPoints {
            contours.append((start...end).map {
                GlyphPoint(x: Double(xs[$0]), y: Double(ys[$0]), onCurve: flags[$0] & SimpleFlag.onCurve != 0)
            })
            start = end + 1
        }
        return contours
    }

    /// Decodes one axis of delta-encoded coordinates into absolute values.
    private func coordinates(
        _ data: ByteReader, cursor: inout Int, flags: [UInt8], short: UInt8, sameOrPositive: UInt8
    ) throws(FontError) -> [Int] {
        var values: [Int] = []
        values.reserveCapacity(flags.count)
        var value = 0
        for flag in flags {
            if flag & short != 0 {
                let delta = Int(try data.uint8(at: cursor))
                cursor += 1
                value += flag & sameOrPositive != 0 ? delta : -delta
            } else if flag & sameOrPositive == 0 {
                value += Int(try data.int16(at: cursor))
                cursor += 2
            }
            values.append(value)
        }
        return values
    }

    private func compositeContours(
        _ data: ByteReader, glyph: Int, depth: Int, resolved: inout [[GlyphContour]?]
    ) throws(FontError) -> [GlyphContour] {
        guard depth < Self.maximumComponentDepth else {
            throw .invalidGlyph(
                id: glyph, reason: "components nest more than \(Self.maximumComponentDepth) levels deep (a cycle?)")
        }
        var contours: [GlyphContour] = []
        var pointCount = 0
        var cursor = 10
        var flags: UInt16
        repeat {
            flags = try data.uint16(at: cursor)
            let component = Int(try data.uint16(at: cursor + 2))
            cursor += 4
            guard component < resolved.count else {
                throw .invalidGlyph(
                    id: glyph, reason: "component glyph \(component) does not exist (the font has \(resolved.count) glyphs)")
            }
            let argument1: Int
            let argument2: Int
            let pointsAreXY = flags & ComponentFlag.argumentsAreXYValues != 0
            if flags & ComponentFlag.argumentsAreWords != 0 {
                argument1 = pointsAreXY ? Int(try data.int16(at: cursor)) : Int(try data.uint16(at: cursor))
                argument2 = pointsAreXY ? Int(try data.int16(at: cursor + 2)) : Int(try data.uint16(at: cursor + 2))
                cursor += 4
            } else {
                argument1 = pointsAreXY ? Int(try data.int8(at: cursor)) : Int(try data.uint8(at: cursor))
                argument2 = pointsAreXY ? Int(try data.int8(at: cursor + 1)) : Int(try data.uint8(at: cursor + 1))
                cursor += 2
            }
            let matrix = try transform(data, cursor: &cursor, flags: flags)

            let parts = try resolveContours(of: component, depth: depth + 1, resolved: &resolved)
            var placed = parts.map { $0.map { matrix.apply(to: $0) } }
            let offset: (x: Double, y: Double)
            if pointsAreXY {
                // Offsets are unscaled unless the font asks otherwise, as in FreeType and fontTools.
                let scaled = flags & ComponentFlag.scaledComponentOffset != 0
                    && flags & ComponentFlag.unscaledComponentOffset == 0
                let given = GlyphPoint(x: Double(argument1), y: Double(argument2), onCurve: true)
                let point = scaled ? matrix.apply(to: given) : given
                offset = (point.x, point.y)
            } else {
                // Point matching: move the component so its point `argument2` lands on the
                // already-placed point `argument1`.
                let parentPoints = Array(contours.joined())
                let childPoints = Array(placed.joined())
                guard argument1 < parentPoints.count, argument2 < childPoints.count else {
                    throw .invalidGlyph(id: glyph, reason: "anchor points \(argument1) and \(argument2) do not exist")
                }
                let anchor = parentPoints[argument1]
                let attached = childPoints[argument2]
                offset = (anchor.x - attached.x, anchor.y - attached.y)
            }
            for contour in placed.indices {
                for point in placed[contour].indices {
                    placed[contour][point].x += offset.x
                    placed[contour][point].y += offset.y
                }
            }
            pointCount += placed.reduce(0) { $0 + $1.count }
            guard pointCount <= Self.maximumPointCount else {
                throw .invalidGlyph(
                    id: glyph, reason: "components add up to more than \(Self.maximumPointCount) points")
            }
            contours += placed
        } while flags & ComponentFlag.moreComponents != 0
        return contours
    }

    /// Reads the optional scale or 2×2 matrix that follows a component's arguments.
    private func transform(_ data: ByteReader, cursor: inout Int, flags: UInt16) throws(FontError) -> ComponentMatrix {
        var matrix = ComponentMatrix.identity
        if flags & ComponentFlag.haveScale != 0 {
            matrix.xx = try data.f2dot14(at: cursor)
            matrix.yy = matrix.xx
            cursor += 2
        } else if flags & ComponentFlag.haveXYScale != 0 {
            matrix.xx = try data.f2dot14(at: cursor)
            matrix.yy = try data.f2dot14(at: cursor + 2)
            cursor += 4
        } else if flags & ComponentFlag.haveTwoByTwo != 0 {
            matrix.xx = try data.f2dot14(at: cursor)
            matrix.yx = try data.f2dot14(at: cursor + 2)
            matrix.xy = try data.f2dot14(at: cursor + 4)
            matrix.yy = try data.f2dot14(at: cursor + 6)
            cursor += 8
        }
        return matrix
    }
}

/// The linear part of a component's placement: `x' = xx·x + xy·y`, `y' = yx·x + yy·y`.
private struct ComponentMatrix {
    var xx: Double
    var yx: Double
    var xy: Double
    var yy: Double

    static let identity = ComponentMatrix(xx: 1, yx: 0, xy: 0, yy: 1)

    func apply(to point: GlyphPoint) -> GlyphPoint {
        GlyphPoint(x: xx * point.x + xy * point.y, y: yx * point.x + yy * point.y, onCurve: point.onCurve)
    }
}

/// Bits of a simple glyph's point flags.
private enum SimpleFlag {
    static let onCurve: UInt8 = 0x01
    static let xShort: UInt8 = 0x02
    static let yShort: UInt8 = 0x04
    static let `repeat`: UInt8 = 0x08
    /// With the short bit: the sign (set = positive); without it: the coordinate repeats.
    static let xSameOrPositive: UInt8 = 0x10
    static let ySameOrPositive: UInt8 = 0x20
}

/// Bits of a composite glyph component's flags.
private enum ComponentFlag {
    static let argumentsAreWords: UInt16 = 0x0001
    static let argumentsAreXYValues: UInt16 = 0x0002
    static let haveScale: UInt16 = 0x0008
    static let moreComponents: UInt16 = 0x0020
    static let haveXYScale: UInt16 = 0x0040
    static let haveTwoByTwo: UInt16 = 0x0080
    static let scaledComponentOffset: UInt16 = 0x0800
    static let unscaledComponentOffset: UInt16 = 0x1000
}
