#!/usr/bin/env bash
# Release-build benchmark of LayoutHost's own overhead for a 10,000-item layout, against the spec path
# (the engine's `flow` kind computing and resolving the same elements).
#
# The layout object is written to cost as little as possible (frames computed once in prepare(), a binary
# search per query), and the time spent inside its methods is measured and subtracted: what is left is the
# host's work (collection view, counts, invalidation, checks, conversion to ResolvedLayout, sorting).
#
# usage: scripts/uikit-host-bench.sh [ITERATIONS]
set -euo pipefail

source "$(dirname "$0")/uikit-package.sh"
iterations="${1:-50}"
work="$(mktemp -d /tmp/layoutshot-uikit-bench.XXXXXX)"
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/HostBench"

uikit_package "$work" 6.0 '[]' HostBench

cat > "$work/Sources/HostBench/main.swift" <<'SWIFT'
import LayoutCore
import LayoutShotUIKit

let count = 10_000
let columns = 4
let viewport = CGSize(width: 390, height: 844)
let side = (390.0 - 3 * 10) / 4

/// A grid layout whose own cost is kept minimal and measured, so that it can be subtracted.
final class GridLayout: UICollectionViewLayout {
    var cache: [UICollectionViewLayoutAttributes] = []
    var userTime: Duration = .zero

    override func prepare() {
        let start = ContinuousClock.now
        cache = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: Double(item % columns) * (side + 10), y: Double(item / columns) * (side + 10), width: side, height: side)
            return attributes
        }
        userTime += ContinuousClock.now - start
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 390, height: Double((count + columns - 1) / columns) * (side + 10) - 10)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let start = ContinuousClock.now
        var lo = 0, hi = cache.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if cache[mid].frame.maxY < rect.minY { lo = mid + 1 } else { hi = mid }
        }
        var result: [UICollectionViewLayoutAttributes] = []
        var i = lo
        while i < cache.count, cache[i].frame.minY <= rect.maxY {
            if cache[i].frame.intersects(rect) { result.append(cache[i]) }
            i += 1
        }
        userTime += ContinuousClock.now - start
        return result
    }
}

final class Source: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

@MainActor
func measure(iterations: Int) throws {
    let offset = CGPoint(x: 0, y: 40_000)
    var hostViewport: [Double] = [], hostContent: [Double] = [], specViewport: [Double] = [], specContent: [Double] = []
    var viewportElements = 0, contentElements = 0
    let configuration = LayoutConfiguration(
        kind: .flow, viewport: Size(width: 390, height: 844),
        sections: [SectionConfiguration(
            items: Array(repeating: ItemSpec(), count: count), lineSpacing: 10, interitemSpacing: 10,
            itemSize: Size(width: side, height: side))])
    for _ in 0..<iterations {
        for whole in [false, true] {
            let layout = GridLayout()
            let host = LayoutHost(layout: layout, viewport: viewport, dataSource: Source())
            let start = ContinuousClock.now
            let resolved = whole ? try host.resolveContent() : try host.resolve(at: offset)
            let overhead = seconds(ContinuousClock.now - start) - seconds(layout.userTime)
            if whole { hostContent.append(overhead); contentElements = resolved.attributes.count }
            else { hostViewport.append(overhead); viewportElements = resolved.attributes.count }

            let specStart = ContinuousClock.now
            let snapshot = configuration.compute()
            let spec = whole ? snapshot.resolvedContent() : snapshot.resolvedViewport(at: Point(x: 0, y: 40_000))
            let specTime = seconds(ContinuousClock.now - specStart)
            precondition(spec.attributes.count == resolved.attributes.count, "the spec path gives other elements")
            if whole { specContent.append(specTime) } else { specViewport.append(specTime) }
        }
    }
    func ms(_ values: [Double]) -> String { String(format: "%.3f ms", median(values) * 1000) }
    print("items \(count), iterations \(iterations), medians")
    print("one offset (\(viewportElements) elements): host overhead \(ms(hostViewport)), spec path \(ms(specViewport))")
    print("whole content (\(contentElements) elements): host overhead \(ms(hostContent)), spec path \(ms(specContent))")
}

let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 50
try MainActor.assumeIsolated { try measure(iterations: iterations) }
SWIFT

(cd "$work" && swift build -c release 2>&1 | grep -E "error|Build complete")
"$work/.build/release/HostBench" "$iterations"
