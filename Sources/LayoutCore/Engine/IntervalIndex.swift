/// A static index of intervals along one axis answering "which intervals meet [a, b]".
///
/// Entries are sorted by start; a max-tree over blocks of `blockSize` sorted entries keeps each block's
/// largest end, so a query binary-searches the last start ≤ b and descends only into blocks whose
/// largest end reaches a: O(log n + k · log(n / blockSize)) for k results, never a scan of every interval.
struct IntervalIndex: Sendable {
    /// One indexed interval.
    struct Entry: Sendable {
        var start: Double
        var end: Double
        var id: Int32
    }

    private static let blockSize = 16

    private let entries: [Entry]
    /// Implicit binary max-tree over blocks; leaves start at `leafBase`.
    private let tree: [Double]
    private let leafBase: Int

    /// Builds the index. Layouts emit elements almost in order along the scroll axis (a line's items
    /// differ only by their alignment in the line), so an insertion sort costs O(n + inversions);
    /// past a budget of inversions it falls back to a full O(n log n) sort.
    init(_ unsorted: [Entry]) {
        var entries = unsorted
        if !Self.insertionSort(&entries, budget: 8 * entries.count + 64) {
            entries = unsorted
            entries.sort { $0.start < $1.start || ($0.start == $1.start && $0.id < $1.id) }
        }
        self.entries = entries

        let n = entries.count
        let blocks = (n + Self.blockSize - 1) / Self.blockSize
        var base = 1
        while base < blocks { base <<= 1 }
        var tree = [Double](repeating: -.infinity, count: 2 * base)
        entries.withUnsafeBufferPointer { e in
            for b in 0..<blocks {
                var m = -Double.infinity
                for i in (b * Self.blockSize)..<min(n, (b + 1) * Self.blockSize) { m = max(m, e[i].end) }
                tree[base + b] = m
            }
        }
        var node = base - 1
        while node >= 1 {
            tree[node] = max(tree[2 * node], tree[2 * node + 1])
            node -= 1
        }
        self.tree = tree
        leafBase = base
    }

    /// Sorts by start in place, giving up (returning false) once more than `budget` moves were needed.
    private static func insertionSort(_ entries: inout [Entry], budget: Int) -> Bool {
        var moves = 0
        return entries.withUnsafeMutableBufferPointer { e in
            guard e.count > 1 else { return true }
            for i in 1..<e.count where e[i].start < e[i - 1].start {
                let entry = e[i]
                var j = i
                while j > 0, e[j - 1].start > entry.start {
                    e[j] = e[j - 1]
                    j -= 1
                }
                e[j] = entry
                moves += i - j
                if moves > budget { return false }
            }
            return true
        }
    }

    /// Calls `body` with the id of every interval with start ≤ b and end ≥ a, in no particular order.
    func forEach(meeting a: Double, _ b: Double, _ body: (Int32) -> Void) {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if entries[mid].start <= b { lo = mid + 1 } else { hi = mid }
        }
        let end = lo
        guard end > 0 else { return }
        let lastBlock = (end - 1) / Self.blockSize
        visit(node: 1, nodeLo: 0, nodeHi: leafBase - 1, lastBlock: lastBlock, end: end, a: a, body)
    }

    private func visit(
        node: Int, nodeLo: Int, nodeHi: Int, lastBlock: Int, end: Int, a: Double, _ body: (Int32) -> Void
    ) {
        guard nodeLo <= lastBlock, tree[node] >= a else { return }
        if node >= leafBase {
            let first = nodeLo * Self.blockSize
            for i in first..<min(end, first + Self.blockSize) where entries[i].end >= a { body(entries[i].id) }
            return
        }
        let mid = (nodeLo + nodeHi) >> 1
        visit(node: 2 * node, nodeLo: nodeLo, nodeHi: mid, lastBlock: lastBlock, end: end, a: a, body)
        visit(node: 2 * node + 1, nodeLo: mid + 1, nodeHi: nodeHi, lastBlock: lastBlock, end: end, a: a, body)
    }
}
