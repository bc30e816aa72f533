#if !canImport(UIKit)
/// The changes an updates block named, in the index spaces UIKit documents: deletions, reloads and move sources
/// count in the state before the batch, insertions and move destinations in the state after it.
struct PendingUpdates {
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    /// Items whose cells are configured again in place; checked against the counts before, mapped as survivors.
    var reconfiguredItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
}
#endif
