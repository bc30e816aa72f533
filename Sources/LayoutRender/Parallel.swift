import Dispatch

/// Fork-join over the machine's cores for work split into independent parts (image bands, PNG slices).
enum Parallel {
    /// `body(i)` for every `i` in `0..<count`, on all cores at once, results in index order.
    ///
    /// The parts run at the same time, so `body` may only write state that belongs to its own part.
    static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        return withoutActuallyEscaping(body) { body in
            let work = Unchecked(value: body)
            return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                let results = Unchecked(value: buffer.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    (results.value + index).initialize(to: work.value(index))
                }
                initialized = count
            }
        }
    }

    /// `body(i)` for every `i` in `0..<count`, on all cores at once, under the same contract as `map`.
    static func forEach(_ count: Int, _ body: (Int) -> Void) {
        _ = map(count, body)
    }
}

/// Carries a value into `concurrentPerform`'s `@Sendable` closure; `Parallel.map`'s contract (each
/// part touches only its own state) is what makes that safe.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
