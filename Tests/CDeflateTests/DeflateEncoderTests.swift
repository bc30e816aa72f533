import CDeflate
import CPNG
import LayoutShotTestSupport
import Testing

/// The deflate encoder on its own: bytes worked out by hand, then zlib's inflate as the oracle for
/// everything the encoder may choose (fixed, dynamic and stored blocks, matches into the history, joined calls).
@Suite("Deflate encoder")
struct DeflateEncoderTests {
    /// `data[history...]` compressed with `data[..<history]` before it.
    private static func compress(
        _ data: [UInt8], history: Int = 0, rowLength: Int = 0, pixelLength: Int = 0, final: Bool = true, capacity: Int? = nil
    ) -> [UInt8] {
        let length = data.count - history
        let room = capacity ?? cdeflate_bound(length)
        return data.withUnsafeBufferPointer { data in
            [UInt8](unsafeUninitializedCapacity: max(room, 1)) { output, written in
                written = cdeflate_compress(
                    data.baseAddress, history, length, rowLength, pixelLength, final ? 1 : 0, output.baseAddress, room)
            }
        }
    }

    /// zlib's raw inflate of `stream`, with `dictionary` as the bytes before it; nil unless the stream
    /// ends, exactly at its last byte, after `expectedLength` bytes.
    private static func inflate(_ stream: [UInt8], dictionary: [UInt8] = [], expectedLength: Int) -> [UInt8]? {
        var z = z_stream()
        guard inflateInit2_(&z, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&z) }
        if !dictionary.isEmpty {
            let status = dictionary.withUnsafeBufferPointer { inflateSetDictionary(&z, $0.baseAddress, UInt32($0.count)) }
            guard status == Z_OK else { return nil }
        }
        var output = [UInt8](repeating: 0, count: expectedLength + 16)
        var input = stream
        let status = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                z.next_in = input.baseAddress
                z.avail_in = UInt32(input.count)
                z.next_out = output.baseAddress
                z.avail_out = UInt32(output.count)
                return CPNG.inflate(&z, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, z.avail_in == 0, Int(z.total_out) == expectedLength else { return nil }
        return Array(output[..<expectedLength])
    }

    /// Whether `stream` inflates to exactly `data` (a Bool, so that a failure does not print both).
    private static func roundTrips(_ stream: [UInt8], to data: [UInt8], dictionary: [UInt8] = []) -> Bool {
        inflate(stream, dictionary: dictionary, expectedLength: data.count) == data
    }

    @Test("one byte is a block with the fixed codes: 4B 04 00")
    func oneByte() {
        // BFINAL 1, BTYPE 01 (fixed); "a" (97) is the 8-bit code 0x30 + 97 = 10010001, sent from its top
        // bit; end of block is the 7-bit code 0000000. Least significant bit first: 1 10 10010 | 001 00000 | 00.
        #expect(Self.compress(Array("a".utf8)) == [0x4B, 0x04, 0x00])
    }

    @Test("ten equal bytes are a literal and a match of 9 at distance 1: 4B 84 03 00")
    func oneRun() {
        // After the header and "a" as above: length 9 is symbol 263, the 7-bit code 0000111; distance 1
        // is distance code 0, the 5-bit code 00000; then end of block.
        #expect(Self.compress([UInt8](repeating: 97, count: 10)) == [0x4B, 0x84, 0x03, 0x00])
    }

    @Test("a call that is not final ends with an empty stored block, and nothing at all codes as that block alone")
    func syncAndEmpty() {
        // The same 30 bits with BFINAL 0 (4A), then 000 and padding to the end of a fifth byte, then LEN
        // 0000 and NLEN FFFF.
        #expect(Self.compress([UInt8](repeating: 97, count: 10), final: false)
            == [0x4A, 0x84, 0x03, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF])
        #expect(Self.compress([]) == [0x03, 0x00], "an empty final block with the fixed codes")
        #expect(Self.inflate([0x03, 0x00], expectedLength: 0) == [])
    }

    @Test("bytes that do not compress are stored, five bytes of framing per 65,535")
    func incompressibleIsStored() {
        var generator = SeededGenerator(seed: 5)
        let data = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let stream = Self.compress(data)
        #expect(stream.count == data.count + 2 * 5)
        #expect(stream[0] == 0x00, "BFINAL 0, BTYPE 00: the first of two stored pieces")
        #expect(Self.roundTrips(stream, to: data))
    }

    @Test("parts with different statistics become blocks of their own, stored ones included, and round-trip")
    func blocksCutWhereStatisticsChange() {
        var generator = SeededGenerator(seed: 21)
        let noise = { (count: Int) in (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        let few = Self.sample(kind: 2, length: 70_000, rowLength: 0, pixelLength: 0, seed: 22)
        let data = noise(70_000) + few + noise(70_000) + few
        let stream = Self.compress(data)
        #expect(Self.roundTrips(stream, to: data))
        #expect(stream[0] & 0b110 == 0, "the first block, noise, is stored")
        // Three equally likely values need log2(3) ≈ 1.6 bits a byte: the two parts of them take 20–30% of their size.
        #expect(stream.count < 2 * 70_000 + 2 * 21_000, "the parts of few values are compressed")
    }

    /// Scanline-like inputs: flat runs of pixels, rows that repeat the row above with changes, noise,
    /// and a few distinct values; every kind of match the encoder looks for, and literals.
    static func sample(kind: Int, length: Int, rowLength: Int, pixelLength: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var data = [UInt8](repeating: 0, count: length)
        for i in 0..<length {
            let roll = UInt8.random(in: 0...255, using: &generator)
            switch kind {
            case 0: data[i] = i >= rowLength && roll > 3 ? data[i - rowLength] : roll
            case 1: data[i] = i % rowLength == 0 ? 2 : (i >= pixelLength && roll > 1 ? data[i - pixelLength] : roll)
            case 2: data[i] = roll % 3
            default: data[i] = i >= 1 && roll > 0 ? data[i - 1] : roll % 4
            }
        }
        return data
    }

    @Test("what it writes inflates to its input, for every kind of input and shape", arguments: 0..<4, [(61, 3), (4000, 4), (1, 1)])
    func roundTrips(kind: Int, shape: (rowLength: Int, pixelLength: Int)) {
        for (index, length) in [1, 2, 3, 258, 259, 40_000, 300_000].enumerated() {
            let data = Self.sample(kind: kind, length: length, rowLength: shape.rowLength, pixelLength: shape.pixelLength,
                seed: UInt64(index))
            let stream = Self.compress(data, rowLength: shape.rowLength, pixelLength: shape.pixelLength)
            #expect(Self.roundTrips(stream, to: data), "kind \(kind), \(length) bytes")
        }
    }

    @Test("calls with the bytes before them as history join into one stream", arguments: [1, 3, 7])
    func joinedCalls(parts: Int) {
        let data = Self.sample(kind: 1, length: 500_000, rowLength: 1201, pixelLength: 3, seed: 9)
        var stream: [UInt8] = []
        var start = 0
        for part in 0..<parts {
            let end = part == parts - 1 ? data.count : data.count * (part + 1) / parts
            let history = min(start, 32768)
            stream += Self.compress(Array(data[start - history..<end]), history: history, rowLength: 1201, pixelLength: 3,
                final: part == parts - 1)
            start = end
        }
        #expect(Self.roundTrips(stream, to: data))
    }

    @Test("matches reach into the history: what repeats the bytes before the call costs less with them")
    func historyIsUsed() {
        let data = Self.sample(kind: 0, length: 300_000, rowLength: 1201, pixelLength: 3, seed: 9)
        let tail = Array(data[200_000...])
        let withHistory = Self.compress(Array(data[(200_000 - 32768)...]), history: 32768, rowLength: 1201, pixelLength: 3)
        #expect(Self.roundTrips(withHistory, to: tail, dictionary: Array(data[(200_000 - 32768)..<200_000])))
        #expect(withHistory.count < Self.compress(tail, rowLength: 1201, pixelLength: 3).count)
        // Noise seen once in the history and again: only the hash chain can find it, 20,000 bytes back.
        var generator = SeededGenerator(seed: 8)
        let noise = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let again = Self.compress(noise + noise, history: noise.count)
        #expect(Self.roundTrips(again, to: noise, dictionary: noise))
        #expect(again.count < 1000, "\(again.count) bytes")
    }

    @Test("the output depends only on the input, and a capacity too small gives 0 rather than a partial stream")
    func determinismAndCapacity() {
        let data = Self.sample(kind: 0, length: 100_000, rowLength: 999, pixelLength: 3, seed: 4)
        let stream = Self.compress(data, rowLength: 999, pixelLength: 3)
        #expect(Self.compress(data, rowLength: 999, pixelLength: 3) == stream)
        #expect(Self.compress(data, rowLength: 999, pixelLength: 3, capacity: stream.count - 1).isEmpty)
        #expect(Self.compress(data, rowLength: 999, pixelLength: 3, capacity: stream.count) == stream)
    }

    @Test("on rows that repeat with changes it writes fewer bytes than zlib at its best level")
    func beatsZlibNine() {
        let data = Self.sample(kind: 0, length: 400_000, rowLength: 1500, pixelLength: 3, seed: 11)
        var bound = compressBound(uLong(data.count))
        var zlibBytes = [UInt8](repeating: 0, count: Int(bound))
        let status = zlibBytes.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { compress2(out.baseAddress, &bound, $0.baseAddress, uLong($0.count), 9) }
        }
        #expect(status == Z_OK)
        let ours = Self.compress(data, rowLength: 1500, pixelLength: 3).count
        // zlib's stream has 6 bytes of header and checksum that raw deflate has not.
        #expect(ours < Int(bound) - 6, "ours \(ours) bytes, zlib \(Int(bound) - 6)")
    }

    @Test("Adler-32 equals zlib's, at the lengths where its sums are reduced and with every byte 255",
        arguments: [0, 1, 31, 32, 33, 5551, 5552, 5553, 100_000])
    func adlerMatchesZlib(length: Int) {
        var generator = SeededGenerator(seed: UInt64(length))
        for bytes in [[UInt8](repeating: 255, count: length), (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }] {
            let zlib = bytes.withUnsafeBufferPointer { CPNG.adler32(1, $0.baseAddress, UInt32($0.count)) }
            let ours = bytes.withUnsafeBufferPointer { cdeflate_adler32(1, $0.baseAddress, $0.count) }
            #expect(UInt(ours) == zlib)
            let split = length / 3
            let first = bytes.withUnsafeBufferPointer { cdeflate_adler32(1, $0.baseAddress, split) }
            let second = bytes.withUnsafeBufferPointer { cdeflate_adler32(1, $0.baseAddress! + split, length - split) }
            #expect(cdeflate_adler32_combine(first, second, length - split) == ours, "combining two parts")
        }
    }
}
