/// A benchmark whose layout faulted, or whose two paths disagreed: the run stops with this message and exit code 2.
struct BenchFailure: Error {
    /// What went wrong.
    let message: String
}
