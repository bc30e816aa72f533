/// The milliseconds each named phase of a benchmark took, one sample per run, and their medians.
public struct BenchmarkTimings: Sendable {
    private var samples: [String: [Double]] = [:]

    /// Empty; `Benchmark.measure` fills it.
    public init() {}

    /// Runs `body` once, recording its time under `phase` divided by `repeats`: a body that loops `repeats`
    /// times over work too quick for the clock records the time of one pass.
    @discardableResult
    public mutating func time<T, E: Error>(
        _ phase: String, repeats: Int = 1, _ body: () throws(E) -> T
    ) throws(E) -> T {
        let start = ContinuousClock.now
        let result = try body()
        record(phase, milliseconds: Stopwatch.milliseconds(ContinuousClock.now - start) / Double(repeats))
        return result
    }

    /// Records `milliseconds` under `phase`, for times worked out otherwise (one clock's time less another's).
    public mutating func record(_ phase: String, milliseconds: Double) {
        samples[phase, default: []].append(milliseconds)
    }

    /// The median milliseconds of `phase` (0 if it was never timed).
    public func median(_ phase: String) -> Double {
        Stopwatch.median(samples[phase] ?? [])
    }
}
