/// The sfnt table directory: where each table lives in the file.
struct TableDirectory {
    private let file: ByteReader
    private let records: [String: (offset: Int, length: Int)]

    /// The sfnt versions of fonts with TrueType (`glyf`) outlines: 1.0 and Apple's `true`.
    private static let trueTypeSignatures: Set<UInt32> = [0x0001_0000, 0x7472_7565]

    init(file: ByteReader) throws(FontError) {
        guard file.count > 0 else { throw .emptyData }
        let signature = try file.uint32(at: 0)
        guard Self.trueTypeSignatures.contains(signature) else {
            throw .unsupportedFormat(signature: signature)
        }
        let tableCount = Int(try file.uint16(at: 4))
        var records: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<tableCount {
            let recordOffset = 12 + 16 * index
            let tag = try file.tag(at: recordOffset)
            let offset = Int(try file.uint32(at: recordOffset + 8))
            let length = Int(try file.uint32(at: recordOffset + 12))
            records[tag] = (offset, length)
        }
        self.file = file
        self.records = records
    }

    /// A reader over the table `tag`; throws if it is absent or extends past the end of the file.
    func table(_ tag: String) throws(FontError) -> ByteReader {
        guard let record = records[tag] else { throw .missingTable(tag: tag) }
        return try file.region(at: record.offset, length: record.length, context: "table '\(tag)'")
    }
}
