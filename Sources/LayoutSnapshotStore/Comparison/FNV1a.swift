/// The 64-bit FNV-1a hash: the same on every machine and Swift version, unlike `hashValue`, for names
/// that must come out the same everywhere (shards, shortened snapshot names).
package enum FNV1a {
    /// The hash of `bytes`.
    package static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
