/// Wall-clock timing for `bench` and `diff --runs`, and the medians they report.
public enum Stopwatch {
    /// Milliseconds that `body` took.
    public static func milliseconds<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
        let start = ContinuousClock.now
        try body()
        return milliseconds(ContinuousClock.now - start)
    }

    /// `duration` in milliseconds.
    public static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// The median of `values` (the mean of the middle two for an even count); 0 for none.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let n = sorted.count
        guard n > 0 else { return 0 }
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }
}
