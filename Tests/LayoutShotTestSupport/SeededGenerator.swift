import LayoutSpec

/// The one seeded generator of the tests: docs/formats.md's SplitMix64, so property tests draw the same
/// cases on every run and machine.
public typealias SeededGenerator = SplitMix64
