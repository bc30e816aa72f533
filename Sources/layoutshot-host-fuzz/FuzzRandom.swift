import LayoutShotUIKit

/// A seeded generator (SplitMix64), so case K of seed S builds the same layout on every run and machine.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64, index: Int) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: index) &* 0xBF58_476D_1CE4_E5B9
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    /// A length: usually ordinary, sometimes 0, tiny, negative, huge or not a number.
    mutating func length(_ ordinary: ClosedRange<Double> = 1...200) -> CGFloat {
        if chance(0.8) { return CGFloat(Double.random(in: ordinary, using: &self).rounded()) }
        return [0, 1e-9, -10, -1e308, .nan, .infinity, -.infinity, 1e6, 1e12, 1e308, .greatestFiniteMagnitude]
            .randomElement(using: &self)!
    }

    mutating func size(_ ordinary: ClosedRange<Double> = 1...200) -> CGSize {
        CGSize(width: length(ordinary), height: length(ordinary))
    }

    mutating func insets() -> UIEdgeInsets {
        UIEdgeInsets(top: length(0...20), left: length(0...20), bottom: length(0...20), right: length(0...20))
    }

    mutating func offset() -> CGPoint {
        CGPoint(x: chance(0.7) ? 0 : length(-100...2000), y: length(-100...5000))
    }
}

/// A value mixed from a seed and an index path, for delegates asked in any order and after reloads.
func mixed(_ seed: UInt64, _ a: Int, _ b: Int) -> FuzzRandom {
    FuzzRandom(seed: seed ^ UInt64(truncatingIfNeeded: a) &* 0x1000_0000_01B3, index: b)
}
