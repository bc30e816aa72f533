#if !canImport(UIKit)
/// What one pass of the host over user code gave back: the pass's own value, and the faults and warnings user
/// code raised through the collection view while it ran, handed over as a value so the host reads nothing back
/// from the collection view.
struct HostPassResult<Value> {
    /// What the pass computed (the attributes a query returned, the target offset, ...).
    var value: Value
    /// Faults in the order raised; the host throws the first, as UIKit stops at its first exception.
    var faults: [LayoutFault]
    /// Warnings in the order raised; the host reports each once.
    var warnings: [LayoutWarning]
}
#endif
