import CPNG
import Testing

@testable import LayoutRender

/// Builds PNG files byte by byte (stored deflate blocks, no libpng), so decoding is tested on colour
/// types and bit depths the encoder never writes, and damage can be placed exactly.
enum PNGTestSupport {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A complete PNG: IHDR from the arguments, the optional extra chunks, one IDAT of `rows`
    /// (each row is prefixed with filter type 0 here), IEND.
    static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]], extraChunks: [(String, [UInt8])] = []) -> [UInt8] {
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [bitDepth, colorType, 0, 0, 0]
        var raw: [UInt8] = []
        for row in rows { raw += [0] + row }
        var file = signature + chunk("IHDR", header)
        for (type, data) in extraChunks { file += chunk(type, data) }
        return file + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// One chunk with its length and CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// The chunk types in file order.
    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// A zlib stream of stored (uncompressed) blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let isLast: UInt8 = offset + count == data.count ? 1 : 0
            out += [isLast, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    /// Undoes PNG filtering as the specification (section 9) defines it, written apart from the
    /// encoder so that a wrong predictor there cannot hide: `scanlines` holds `height` rows of a filter
    /// type byte and `rowLength` filtered bytes; returns the unfiltered rows without their type bytes.
    static func unfilter(_ scanlines: [UInt8], rowLength: Int, bytesPerPixel bpp: Int) throws -> [UInt8] {
        let height = scanlines.count / (rowLength + 1)
        try #require(scanlines.count == height * (rowLength + 1), "whole scanlines")
        var rows = [UInt8](repeating: 0, count: height * rowLength)
        for y in 0..<height {
            let type = scanlines[y * (rowLength + 1)]
            for i in 0..<rowLength {
                let x = Int(scanlines[y * (rowLength + 1) + 1 + i])
                let a = i >= bpp ? Int(rows[y * rowLength + i - bpp]) : 0
                let b = y > 0 ? Int(rows[(y - 1) * rowLength + i]) : 0
                let c = i >= bpp && y > 0 ? Int(rows[(y - 1) * rowLength + i - bpp]) : 0
                let prediction: Int
                switch type {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default:
                    Issue.record("row \(y) has filter type \(type), not 0...4")
                    return []
                }
                rows[y * rowLength + i] = UInt8((x + prediction) & 0xFF)
            }
        }
        return rows
    }

    /// The filter type byte of each of `height` scanlines.
    static func filterTypes(_ scanlines: [UInt8], rowLength: Int) -> [UInt8] {
        stride(from: 0, to: scanlines.count, by: rowLength + 1).map { scanlines[$0] }
    }

    /// The IDAT payloads joined and inflated by zlib itself, which checks the Adler-32 trailer.
    static func inflate(_ png: [UInt8], rawLength: Int) throws -> [UInt8] {
        var stream: [UInt8] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if png[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { stream += png[offset + 8..<offset + 8 + length] }
            offset += 12 + length
        }
        var raw = [UInt8](repeating: 0, count: rawLength + 1)
        var size = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { raw in
            stream.withUnsafeBufferPointer { uncompress(raw.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        try #require(status == Z_OK, "zlib: \(status)")
        return Array(raw[..<Int(size)])
    }

    /// The opaque bitmap's rows as RGB bytes, what unfiltered RGB scanlines must hold.
    static func rgbRows(_ bitmap: Bitmap) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(bitmap.width * bitmap.height * 3)
        for pixel in stride(from: 0, to: bitmap.pixels.count, by: 4) { raw += bitmap.pixels[pixel..<pixel + 3] }
        return raw
    }
}
