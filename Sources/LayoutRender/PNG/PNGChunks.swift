import CPNG

/// Builds a PNG file chunk by chunk: length, type, data, CRC-32 of type and data.
struct PNGChunks {
    /// The file so far.
    private(set) var bytes = PNGCodec.signature

    /// Room for `count` more bytes, so the image data is copied only once.
    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// Appends a chunk whose data `body` appends to the array it is given.
    mutating func append(_ type: StaticString, body: (inout [UInt8]) -> Void = { _ in }) {
        let lengthOffset = bytes.count
        bytes += [0, 0, 0, 0]
        let typeOffset = bytes.count
        bytes += UnsafeBufferPointer(start: type.utf8Start, count: 4)
        body(&bytes)
        let length = bytes.count - typeOffset - 4
        for index in 0..<4 { bytes[lengthOffset + index] = UInt8(truncatingIfNeeded: length >> (24 - 8 * index)) }
        let crc = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress! + typeOffset, UInt32(length + 4)) }
        Self.appendBigEndian(UInt32(crc), to: &bytes)
    }

    /// Appends `value` most significant byte first, as every PNG integer is stored.
    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
            UInt8(truncatingIfNeeded: value)]
    }
}
