/// Wall-clock timing for `bench` and `diff --runs`, and the medians they report.
public enum Stopwatch {
    /// Milliseconds that `body` took.
    public static func milliseconds<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    /// The median of `values` (the mean of the middle two for an even count); 0 for none.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let n = sorted.count
        guard n > 0 else { return 0 }
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }
}
