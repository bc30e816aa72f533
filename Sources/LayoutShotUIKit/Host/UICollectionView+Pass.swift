#if !canImport(UIKit)
// One host pass over user code: what user code raises through the collection view (a count read out of range,
// a missing element asked for) lands with the pass that made it run, and leaves the collection view with it.
extension UICollectionView {
    /// Runs `body` and returns its value with the faults and warnings raised meanwhile; those raised earlier
    /// outside any pass (a batch update the app performed itself) come with the next pass, as UIKit's exception
    /// would have surfaced then.
    func runPass<Value>(_ body: () -> Value) -> HostPassResult<Value> {
        let value = body()
        defer {
            passState.faults = []
            passState.warnings = []
        }
        return HostPassResult(value: value, faults: passState.faults, warnings: passState.warnings)
    }

    /// Notes a fault user code caused (UIKit would raise an exception); the current pass hands it over.
    func report(_ fault: LayoutFault) {
        passState.faults.append(fault)
    }

    /// Notes something user code did that UIKit tolerates but that explains the picture.
    func report(_ warning: LayoutWarning) {
        passState.warnings.append(warning)
    }

    /// Whether user code caused a fault in the pass so far, so the pass can stop driving it.
    var hasFault: Bool { !passState.faults.isEmpty }
}
#endif
