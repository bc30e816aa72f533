import Foundation
import LayoutRender

/// A perceptual image comparison after pixelmatch: YIQ colour distance per pixel, optional
/// anti-aliasing detection, a whole-image tolerance, and an expected | diff | actual strip.
///
/// Images are compared as premultiplied pixels blended over white, as pixelmatch does with straight
/// ones, so fully transparent pixels are equal whatever colour they carry. Images of different sizes are
/// compared over their common top-left area; every pixel only one of them has counts as differing.
///
/// Cost: one `memcmp` per row for equal rows; O(1) work per differing pixel, O(9) more where anti-aliasing
/// detection runs. Identical images of 4 megapixels compare in about a millisecond.
public enum ImageDiff {
    /// The largest squared YIQ distance (black against white), which scales `threshold`.
    static let maximumDelta = 35215.0

    /// Compares `expected` with `actual`; draws the diff strip as well when `makingDiffImage` is set.
    public static func compare(
        _ expected: Bitmap, _ actual: Bitmap, options: ImageDiffOptions = .default, makingDiffImage: Bool = false
    ) -> ImageDiffResult {
        var (result, marks) = compare(expected, actual, options: options, keepingMarks: makingDiffImage)
        if makingDiffImage {
            let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
            result.diffImage = strip(expected, actual, marks: marks, width: width, height: height)
        }
        return result
    }

    /// The comparison, and with `keepingMarks` each pixel's mark for the strip (row by row over the
    /// larger width and height): 0 same, 1 differs, 2 anti-aliasing.
    static func compare(
        _ expected: Bitmap, _ actual: Bitmap, options: ImageDiffOptions, keepingMarks: Bool
    ) -> (ImageDiffResult, [UInt8]) {
        let width = min(expected.width, actual.width), height = min(expected.height, actual.height)
        let fullWidth = max(expected.width, actual.width), fullHeight = max(expected.height, actual.height)
        var result = ImageDiffResult(
            expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
            differingPixels: 0, antialiasedPixels: 0, totalPixels: fullWidth * fullHeight, bounds: nil, diffImage: nil)
        var marks: [UInt8] = keepingMarks ? [UInt8](repeating: 0, count: fullWidth * fullHeight) : []
        var box = BoundingBox()
        let maxDelta = maximumDelta * options.threshold * options.threshold
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                marks.withUnsafeMutableBufferPointer { m in
                    // An empty array's buffer may still have an address (shared storage): never write through it.
                    let mark = keepingMarks ? m.baseAddress : nil
                    if width > 0, height > 0, let eBase = e.baseAddress, let aBase = a.baseAddress {
                        let one = PixelPlane(base: eBase, width: expected.width, height: expected.height)
                        let two = PixelPlane(base: aBase, width: actual.width, height: actual.height)
                        let identical = expected.width == actual.width && expected.height == actual.height
                            && memcmp(eBase, aBase, expected.pixels.count) == 0
                        if !identical {
                            compareOverlap(
                                one, two, width: width, height: height, maxDelta: maxDelta, options: options,
                                result: &result, box: &box, mark: mark, markStride: fullWidth)
                        }
                    }
                    // Pixels only one image has.
                    if width < fullWidth || height < fullHeight {
                        for y in 0..<fullHeight {
                            let start = y < height ? width : 0
                            guard start < fullWidth else { continue }
                            result.differingPixels += fullWidth - start
                            box.add(start, y)
                            box.add(fullWidth - 1, y)
                            if let mark { (mark + y * fullWidth + start).update(repeating: 1, count: fullWidth - start) }
                        }
                    }
                }
            }
        }
        result.bounds = box.rect
        return (result, marks)
    }

    /// Compares the common `width` × `height` area: a `memcmp` per row, then pixel by pixel in rows that differ.
    private static func compareOverlap(
        _ one: PixelPlane, _ two: PixelPlane, width: Int, height: Int, maxDelta: Double, options: ImageDiffOptions,
        result: inout ImageDiffResult, box: inout BoundingBox, mark: UnsafeMutablePointer<UInt8>?, markStride: Int
    ) {
        for y in 0..<height {
            let rowOne = one.base + y * one.width * 4, rowTwo = two.base + y * two.width * 4
            if memcmp(rowOne, rowTwo, width * 4) == 0 { continue }
            for x in 0..<width {
                let p = rowOne + x * 4, q = rowTwo + x * 4
                if p[0] == q[0], p[1] == q[1], p[2] == q[2], p[3] == q[3] { continue }
                if colorDelta(p, q) <= maxDelta { continue }
                if options.detectsAntialiasing,
                    isAntialiased(one, x, y, width, height, other: two) || isAntialiased(two, x, y, width, height, other: one)
                {
                    result.antialiasedPixels += 1
                    mark?[y * markStride + x] = 2
                } else {
                    result.differingPixels += 1
                    box.add(x, y)
                    mark?[y * markStride + x] = 1
                }
            }
        }
    }

    // MARK: - pixelmatch's colour metric and anti-aliasing detector

    /// Pixels of one image: premultiplied RGBA bytes, rows of `width` pixels.
    struct PixelPlane {
        let base: UnsafePointer<UInt8>
        let width: Int
        let height: Int

        @inline(__always) func pixel(_ x: Int, _ y: Int) -> UnsafePointer<UInt8> { base + (y * width + x) * 4 }
    }

    /// Channel `c` of a premultiplied pixel blended over white: `c + 255 - a`, exactly pixelmatch's
    /// `255 + (straight - 255) × a / 255`.
    @inline(__always) static func overWhite(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
        let white = 255 - Double(p[3])
        return (Double(p[0]) + white, Double(p[1]) + white, Double(p[2]) + white)
    }

    @inline(__always) static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// Squared YIQ distance (Kotsarenko and Ramos), as pixelmatch computes it.
    @inline(__always) static func colorDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        let (r1, g1, b1) = overWhite(p), (r2, g2, b2) = overWhite(q)
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The signed brightness difference, 0 for identical pixels.
    @inline(__always) static func lumaDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        if p[0] == q[0], p[1] == q[1], p[2] == q[2], p[3] == q[3] { return 0 }
        let (r1, g1, b1) = overWhite(p), (r2, g2, b2) = overWhite(q)
        return luma(r1, g1, b1) - luma(r2, g2, b2)
    }

    /// Whether pixel (x1, y1) of `image` looks like anti-aliasing: it has both a darker and a brighter
    /// neighbour, at most two equal ones, and the darkest or brightest neighbour sits in a flat area in both images.
    static func isAntialiased(_ image: PixelPlane, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, other: PixelPlane) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image.pixel(x1, y1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = lumaDelta(center, image.pixel(x, y))
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(image, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    /// Whether pixel (x1, y1) has three or more neighbours of exactly its colour (image borders count as one).
    static func hasManySiblings(_ image: PixelPlane, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = UnsafeRawPointer(image.pixel(x1, y1)).loadUnaligned(as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if UnsafeRawPointer(image.pixel(x, y)).loadUnaligned(as: UInt32.self) == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// The running bounding box of differing pixels.
    struct BoundingBox {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

        @inline(__always) mutating func add(_ x: Int, _ y: Int) {
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            if y > maxY { maxY = y }
        }

        var rect: PixelRect? {
            minX <= maxX ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        }
    }
}
