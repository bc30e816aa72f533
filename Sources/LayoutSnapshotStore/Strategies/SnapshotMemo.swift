/// What the strategies checking one value have made from it, one value of each type, so that what several need
/// (a spec's computed layout, its picture) is made once per assertion rather than once per strategy.
public final class SnapshotMemo {
    private var made: [ObjectIdentifier: Result<Any, SnapshotError>] = [:]

    /// An empty memo, for one value's checks.
    public init() {}

    /// The `T` made earlier from the value, else `make()`'s, kept (failure included) for the strategies after.
    public func value<T>(_ make: () throws(SnapshotError) -> T) throws(SnapshotError) -> T {
        let key = ObjectIdentifier(T.self)
        if let earlier = made[key] { return try earlier.get() as! T }
        do throws(SnapshotError) {
            let value = try make()
            made[key] = .success(value)
            return value
        } catch {
            made[key] = .failure(error)
            throw error
        }
    }
}
