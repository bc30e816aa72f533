/// A static index of intervals along one axis answering "which intervals meet [a, b]".
///
/// Intervals are sorted by start (already-sorted input, the common case, costs O(n)); a max-tree
/// over blocks of `blockSize` sorted entries keeps each block's largest end, so a query binary-searches
/// the last start ≤ b and descends only into blocks whose largest end reaches a:
/// O(log n + k · log(n / blockSize)) for k results, never a scan of every interval.
struct IntervalIndex: Sendable {
    private static let blockSize = 16

    private let ids: [Int32]
    private let starts: [Double]
    private let ends: [Double]
    /// Implicit binary max-tree over blocks; leaves start at `leafBase`.
    private let tree: [Double]
    private let leafBase: Int

    /// Number of indexed intervals.
    var count: Int { ids.count }

    /// Builds the index; `ids[i]` is reported for the interval `[starts[i], ends[i]]`.
    init(ids inputIDs: [Int32], starts inputStarts: [Double], ends inputEnds: [Double]) {
        let n = inputIDs.count
        var order = Array(0..<n)
        var sorted = true
        if n > 1 {
            for i in 1..<n where inputStarts[i] < inputStarts[i - 1] {
                sorted = false
                break
            }
        }
        if !sorted {
            order.sort { inputStarts[$0] < inputStarts[$1] || (inputStarts[$0] == inputStarts[$1] && $0 < $1) }
        }
        ids = order.map { inputIDs[$0] }
        starts = order.map { inputStarts[$0] }
        ends = order.map { inputEnds[$0] }

        let blocks = (n + Self.blockSize - 1) / Self.blockSize
        var base = 1
        while base < blocks { base <<= 1 }
        var tree = [Double](repeating: -.infinity, count: 2 * base)
        for b in 0..<blocks {
            var m = -Double.infinity
            for i in (b * Self.blockSize)..<min(n, (b + 1) * Self.blockSize) { m = max(m, ends[i]) }
            tree[base + b] = m
        }
        var node = base - 1
        while node >= 1 {
            tree[node] = max(tree[2 * node], tree[2 * node + 1])
            node -= 1
        }
        self.tree = tree
        leafBase = base
    }

    /// Calls `body` with the id of every interval with start ≤ b and end ≥ a, in no particular order.
    func forEach(meeting a: Double, _ b: Double, _ body: (Int32) -> Void) {
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if starts[mid] <= b { lo = mid + 1 } else { hi = mid }
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
            for i in first..<min(end, first + Self.blockSize) where ends[i] >= a { body(ids[i]) }
            return
        }
        let mid = (nodeLo + nodeHi) >> 1
        visit(node: 2 * node, nodeLo: nodeLo, nodeHi: mid, lastBlock: lastBlock, end: end, a: a, body)
        visit(node: 2 * node + 1, nodeLo: mid + 1, nodeHi: nodeHi, lastBlock: lastBlock, end: end, a: a, body)
    }
}
