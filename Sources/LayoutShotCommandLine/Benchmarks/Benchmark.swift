import Foundation

/// The one way LayoutShot's benchmarks (`layoutshot bench`, `layoutshot-bench`, `layoutshot-swiftui bench`) time
/// their work and print it, so that their figures mean the same thing: every run times the same phases, each phase
/// reports its median.
public enum Benchmark {
    /// Runs `body` `runs` times, each time handing it the timings to add that run's phases to.
    public static func measure<E: Error>(
        runs: Int, _ body: (inout BenchmarkTimings) throws(E) -> Void
    ) throws(E) -> BenchmarkTimings {
        var timings = BenchmarkTimings()
        for _ in 0..<runs { try body(&timings) }
        return timings
    }

    /// `value` as one line of JSON, keys sorted so that the same figures always print the same bytes.
    public static func jsonLine(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Figures, counts and names only: nothing in a benchmark's result can fail to encode.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }
}
