import Dispatch
import Synchronization

/// The one fork-join runner for independent parts of a job: image bands, PNG slices, gallery pictures
/// and snapshot checks.
public enum Parallel {
    /// `body(i)` for every `i` in `0..<count` on at most `jobs` threads at once (all cores when `nil`),
    /// results in index order; `progress(done, i)` follows each part, one call at a time.
    ///
    /// The parts run at the same time, so `body` may only write state that belongs to its own part.
    public static func map<T>(
        _ count: Int, jobs: Int? = nil, progress: ((_ done: Int, _ index: Int) -> Void)? = nil, _ body: (Int) -> T
    ) -> [T] {
        guard count > 0 else { return [] }
        guard count > 1 || progress != nil else { return [body(0)] }
        let workers = max(1, min(jobs ?? count, count))
        return withoutActuallyEscaping(body) { body in
            withoutActuallyEscaping(progress ?? { _, _ in }) { progress in
                let work = Unchecked(value: (body, progress))
                let next = Atomic(0)
                let done = Mutex(0)
                return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                    let results = Unchecked(value: buffer.baseAddress!)
                    DispatchQueue.concurrentPerform(iterations: workers) { _ in
                        while case let index = next.add(1, ordering: .relaxed).oldValue, index < count {
                            (results.value + index).initialize(to: work.value.0(index))
                            done.withLock { finished in
                                finished += 1
                                work.value.1(finished, index)
                            }
                        }
                    }
                    initialized = count
                }
            }
        }
    }

    /// `body(i)` for every `i` in `0..<count` on all cores at once, under the same contract as `map`.
    public static func forEach(_ count: Int, _ body: (Int) -> Void) {
        _ = map(count, body)
    }
}

/// Carries values into `concurrentPerform`'s `@Sendable` closure; `Parallel.map`'s contract (each
/// part touches only its own state, progress runs under a lock) is what makes that safe.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
