import LayoutPipeline
import LayoutShotCommandLine
import Testing

/// The measuring and printing that `layoutshot bench` and `layoutshot-bench` share.
@Suite struct BenchmarkTests {
    @Test func everyRunAddsOneSampleAPhaseAndTheMedianIsTheMiddleOne() {
        var run = 0
        let timings = Benchmark.measure(runs: 5) { timings in
            run += 1
            timings.record("phase", milliseconds: [4, 1, 9, 2, 7][run - 1])
        }
        #expect(run == 5)
        #expect(timings.median("phase") == 4)
        #expect(timings.median("never timed") == 0)
    }

    @Test func aTimedPhaseOfRepeatsRecordsOnePassAndReturnsTheBodysValue() {
        var once = BenchmarkTimings(), perPass = BenchmarkTimings()
        let value = once.time("sleep") { () -> Int in
            busyWait(milliseconds: 20)
            return 7
        }
        perPass.time("sleep", repeats: 1000) { busyWait(milliseconds: 20) }
        #expect(value == 7)
        #expect(once.median("sleep") >= 20)
        // 20 ms over 1,000 passes: 0.02 ms a pass, unless the wait took 20 s.
        #expect(perPass.median("sleep") >= 0.02 && perPass.median("sleep") < 20)
    }

    /// Figures print to thousandths, never "-0", keys sorted, on one line.
    @Test func aResultPrintsAsOneLineOfSortedKeysAndRoundedFigures() {
        struct Result: Encodable {
            let `case`: String
            let layoutMs: BenchmarkFigure
            let elements: Int
            let overheadMs: BenchmarkFigure
        }
        let line = Benchmark.jsonLine(Result(
            case: "a/b", layoutMs: BenchmarkFigure(1.23456), elements: 3, overheadMs: BenchmarkFigure(-0.0001)))
        #expect(line == #"{"case":"a/b","elements":3,"layoutMs":1.235,"overheadMs":0}"#)
    }

    func busyWait(milliseconds: Int) {
        let end = ContinuousClock.now + .milliseconds(milliseconds)
        while ContinuousClock.now < end {}
    }
}
