import LayoutShotUIKit

/// Random batch updates: inserts, deletes, moves and reloads of items and sections, usually with counts the
/// data source then reports truly (a valid update), sometimes with counts it does not (UIKit's "Invalid update").
@MainActor
enum BatchUpdateFuzz {
    /// One `performBatchUpdates` through the host's transition, with its start and midpoint frames.
    static func perform(on host: LayoutHost, source: FuzzDataSource, _ random: inout FuzzRandom) throws(LayoutFault) -> LayoutTransition {
        var counts = source.counts
        var operations: [(UICollectionView) -> Void] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !counts.isEmpty else {
                counts.append(Int.random(in: 0...5, using: &random))
                let section = counts.count - 1
                operations.append { $0.insertSections(IndexSet(integer: section)) }
                break
            }
            let section = Int.random(in: 0..<counts.count, using: &random)
            let count = max(0, counts[section])
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let item = Int.random(in: 0...count, using: &random)
                counts[section] = count + 1
                operations.append { $0.insertItems(at: [IndexPath(item: item, section: section)]) }
            case 1 where count > 0:
                let item = Int.random(in: 0..<count, using: &random)
                counts[section] = count - 1
                operations.append { $0.deleteItems(at: [IndexPath(item: item, section: section)]) }
            case 2 where count > 1:
                let from = Int.random(in: 0..<count, using: &random), to = Int.random(in: 0..<count, using: &random)
                operations.append { $0.moveItem(at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: section)) }
            case 3 where count > 0:
                let item = Int.random(in: 0..<count, using: &random)
                operations.append { $0.reloadItems(at: [IndexPath(item: item, section: section)]) }
            default:
                counts.remove(at: section)
                operations.append { $0.deleteSections(IndexSet(integer: section)) }
            }
        }
        // One update in ten reports counts the changes do not explain, as a buggy app's model would.
        if random.chance(0.1), !counts.isEmpty { counts[0] += 1 }
        let midpoint = random.chance(0.5)
        return try host.transition(midpoint: midpoint) {
            source.counts = counts
            for operation in operations { operation(host.collectionView) }
        }
    }
}
