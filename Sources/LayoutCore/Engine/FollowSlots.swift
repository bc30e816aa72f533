/// The columns of a follow-mode block (rows when horizontal): where each starts along the line, its
/// extent, and the end of its lowest item, kept as a binary min-heap so the next slot costs O(log k).
///
/// Slots are numbered in the data order of the line that made them; equal bottoms go to the lower number.
struct FollowSlots {
    /// Where each slot starts along the line.
    private(set) var u: [Double] = []
    /// Each slot's extent along the line: the first-line item that made it.
    private(set) var uSize: [Double] = []
    /// Where each slot's lowest item ends along the scroll axis.
    private(set) var bottom: [Double] = []
    /// Slot numbers in heap order; `heap[0]` is the slot whose bottom is smallest.
    private var heap: [Int] = []

    /// Forgets all slots, keeping the storage.
    mutating func removeAll() {
        u.removeAll(keepingCapacity: true)
        uSize.removeAll(keepingCapacity: true)
        bottom.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
    }

    /// Adds a slot; call `buildHeap()` once all slots of a line are added.
    mutating func append(u start: Double, uSize size: Double, bottom end: Double) {
        u.append(start)
        uSize.append(size)
        bottom.append(end)
    }

    /// Orders the appended slots; O(k).
    mutating func buildHeap() {
        heap = Array(u.indices)
        var i = heap.count / 2 - 1
        while i >= 0 {
            siftDown(i)
            i -= 1
        }
    }

    /// The slot whose bottom is smallest, ties to the lowest slot number.
    var lowest: Int { heap[0] }

    /// Moves the bottom of `lowest` down to `end`; O(log k).
    mutating func setLowestBottom(_ end: Double) {
        bottom[heap[0]] = end
        siftDown(0)
    }

    @inline(__always)
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        bottom[a] < bottom[b] || (bottom[a] == bottom[b] && a < b)
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        let n = heap.count
        while true {
            let left = 2 * i + 1
            guard left < n else { return }
            var child = left
            if left + 1 < n, precedes(heap[left + 1], heap[left]) { child = left + 1 }
            guard precedes(heap[child], heap[i]) else { return }
            heap.swapAt(i, child)
            i = child
        }
    }
}
