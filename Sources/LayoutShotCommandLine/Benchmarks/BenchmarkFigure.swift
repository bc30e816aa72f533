/// A benchmark's measured number as its JSON prints it: rounded to thousandths, never "-0".
public struct BenchmarkFigure: Encodable, Sendable, Equatable {
    /// The number as measured.
    public let value: Double

    /// `value`, printed to thousandths.
    public init(_ value: Double) {
        self.value = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value.isFinite ? (value * 1000).rounded() / 1000 + 0 : 0)
    }
}
