import LayoutRender
import Synchronization
import Testing

@Suite struct ParallelTests {
    @Test(arguments: [1, 2, 7])
    func resultsComeBackInIndexOrderWhateverTheJobs(_ jobs: Int) {
        let squares: [Int] = (0..<100).map { $0 * $0 }
        #expect(Parallel.map(100, jobs: jobs) { (index: Int) -> Int in index * index } == squares)
    }

    @Test func progressIsCalledOnceAPartWithARisingCount() {
        let seen = Mutex<[Int]>([])
        let indices = Mutex<Set<Int>>([])
        _ = Parallel.map(50, jobs: 3, progress: { done, index in
            seen.withLock { $0.append(done) }
            indices.withLock { _ = $0.insert(index) }
        }) { $0 }
        #expect(seen.withLock { $0 } == Array(1...50))
        #expect(indices.withLock { $0 } == Set(0..<50))
    }

    @Test func neverMoreThanJobsPartsRunAtOnce() {
        let running = Mutex(0), peak = Mutex(0)
        _ = Parallel.map(40, jobs: 2) { _ in
            let now = running.withLock { count in
                count += 1
                return count
            }
            peak.withLock { $0 = max($0, now) }
            for _ in 0..<20_000 { _ = running.withLock { $0 } }
            running.withLock { $0 -= 1 }
        }
        #expect(peak.withLock { $0 } <= 2)
    }

    @Test func noPartsGiveNoResults() {
        #expect(Parallel.map(0, jobs: 4, progress: { _, _ in Issue.record("no part ran") }) { $0 }.isEmpty)
    }
}
