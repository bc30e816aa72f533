#if !canImport(ObjectiveC)
extension NotificationCenter {
    /// Accepts the selector form of `addObserver`, which Foundation on Linux lacks: without the Objective-C
    /// runtime no method can be called by its selector, so the observer is never called. Use the block form
    /// (`addObserver(forName:object:queue:using:)`) for notifications a test needs delivered.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}
#endif
