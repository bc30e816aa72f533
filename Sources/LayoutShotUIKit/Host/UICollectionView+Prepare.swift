#if !canImport(UIKit)
extension UICollectionView {
    /// Runs `prepare()` while the layout is invalid. A layout that invalidates itself from `prepare()` settles
    /// in a few passes, or keeps invalidating, which a device tolerates (each pass schedules the next): then the
    /// last pass stands, with a warning. Stops at the first fault user code causes.
    func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        var passes = 0
        while layout.needsPrepare {
            passes += 1
            layout.needsPrepare = false
            passState.prepareCalls += 1
            layout.prepare()
            if hasFault { return }
            if layout.needsPrepare, passes >= passState.maximumPrepares {
                report(LayoutWarning.invalidatesItself(passes: passes, method: "prepare()", contentOffset: contentOffset))
                layout.needsPrepare = false
            }
        }
    }
}
#endif
