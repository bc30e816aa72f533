import Dispatch
import Foundation

/// Runs snapshot checks on several threads.
public enum SnapshotRunner {
    /// Applies `body` to every element of `items` on `jobs` threads and returns the results in the
    /// order of `items`; `progress(done, total, item)` is called after each one, one call at a time.
    public static func run<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, body: @Sendable (Item) -> Output,
        progress: @Sendable (_ done: Int, _ total: Int, _ finished: Item) -> Void = { _, _, _ in }
    ) -> [Output] {
        let state = State<Output>(count: items.count)
        let workers = max(1, min(jobs, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.claim() {
                let output = body(items[index])
                let done = state.store(output, at: index)
                state.serially { progress(done, items.count, items[index]) }
            }
        }
        return state.outputs()
    }

    /// The shared work list: the next index to claim and the results so far.
    private final class State<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private let progressLock = NSLock()
        private var next = 0
        private var done = 0
        private var results: [Output?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.withLock {
                guard next < results.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ output: Output, at index: Int) -> Int {
            lock.withLock {
                results[index] = output
                done += 1
                return done
            }
        }

        func serially(_ body: () -> Void) { progressLock.withLock(body) }

        func outputs() -> [Output] { lock.withLock { results.map { $0! } } }
    }
}
