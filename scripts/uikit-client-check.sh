#!/usr/bin/env bash
# Builds a client package that depends on LayoutShotUIKit by path, in the Swift 5 language mode (tools 5.9)
# and the Swift 6 mode. Its layout files start with the import lines an app's layout file has (UIKit on Apple
# platforms, LayoutShotUIKit elsewhere) and nothing else: a flow-layout subclass, a nonisolated helper reading
# the collection view's bounds, a flow subclass with an insertion animation and a compositional layout written
# as Apple's documentation writes one. Its main.swift creates and configures them in plain top-level code, as
# UIKit's preconcurrency main-actor classes allow, and pictures an insertion. The Swift 5 build must print no error and no isolation warning, the Swift 6 build no error; the run
# prints the frames the host resolved.
#
# usage: scripts/uikit-client-check.sh
set -euo pipefail

source "$(dirname "$0")/uikit-package.sh"
work="$(mktemp -d /tmp/layoutshot-uikit-client.XXXXXX)"
trap 'rm -rf "$work"' EXIT
consumer_paths "$work"
mkdir -p "$package/Sources/Client"

cat > "$package/Sources/Client/FadingFlowLayout.swift" <<'SWIFT'
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

/// Attributes with one extra property, copied as UIKit documents.
final class FadingAttributes: UICollectionViewLayoutAttributes {
    var fade: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! FadingAttributes
        copy.fade = fade
        return copy
    }
}

/// A flow layout whose items fade and sink towards the bottom of the visible bounds.
final class FadingFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { FadingAttributes.self }

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 80, height: 80)
        sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        return super.layoutAttributesForElements(in: rect)?.map { original in
            let attributes = original.copy() as! FadingAttributes
            attributes.fade = fadeFraction(of: attributes.frame, in: collectionView)
            attributes.alpha = 1 - attributes.fade / 2
            attributes.transform3D = CATransform3DMakeTranslation(0, attributes.fade * 4, 0)
            attributes.zIndex = attributes.indexPath.item
            return attributes
        }
    }
}
SWIFT

# Helpers outside a class, as layout code has them: nonisolated in Swift 5 code, main-actor in Swift 6 code.
write_helper() { # isolation
    cat > "$package/Sources/Client/FadeFraction.swift" <<SWIFT
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

/// How far down the visible bounds \`frame\` starts, 0 at the top to 1 at the bottom.
$1func fadeFraction(of frame: CGRect, in collectionView: UICollectionView) -> CGFloat {
    let distance = frame.minY - collectionView.contentOffset.y
    return max(0, min(1, distance / collectionView.bounds.height))
}
SWIFT
}

cat > "$package/Sources/Client/StoreLayout.swift" <<'SWIFT'
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

/// A store front: a row of cards paging sideways under a pinned header, then a two-column grid with badges.
func makeStoreLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 16
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(32)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        if sectionIndex == 0 {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(120)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 8
            section.boundarySupplementaryItems = [header]
            return section
        }
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let columns = environment.traitCollection.horizontalSizeClass == .compact ? 2 : 4
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .absolute(environment.container.effectiveContentSize.width / CGFloat(columns))),
            repeatingSubitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header]
        return section
    }, configuration: configuration)
}
SWIFT

cat > "$package/Sources/Client/SlideInLayout.swift" <<'SWIFT'
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

/// Inserted items slide in from the left edge, as update animations are written for UIKit.
final class SlideInLayout: UICollectionViewFlowLayout {
    private var inserted: [IndexPath] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if inserted.contains(itemIndexPath) { attributes?.frame.origin.x = -(attributes?.frame.width ?? 0) }
        return attributes
    }
}
SWIFT

cat > "$package/Sources/Client/main.swift" <<'SWIFT'
import LayoutCore
import LayoutShotUIKit

final class Source: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

final class GrowingSource: NSObject, UICollectionViewDataSource {
    var count = 3
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

final class StoreSource: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 4 : 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

let layout = FadingFlowLayout()
layout.minimumInteritemSpacing = 10
let host = LayoutHost(layout: layout, viewport: CGSize(width: 280, height: 200), dataSource: Source())
let store = LayoutHost(layout: makeStoreLayout(), viewport: CGSize(width: 320, height: 300), dataSource: StoreSource())
do {
    for resolved in try host.resolve(offsets: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 60)]) {
        print("offset \(resolved.offset.y): " + resolved.attributes.map {
            "[\($0.section), \($0.item)] y \($0.frame.y) alpha \($0.alpha)"
        }.joined(separator: "; "))
    }
    for resolved in try store.resolve(offsets: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 200)]) {
        print("compositional offset \(resolved.offset.y): " + resolved.attributes.map {
            "\($0.kind) [\($0.section), \($0.item)] \($0.frame.x), \($0.frame.y), \($0.frame.width) x \($0.frame.height)"
        }.joined(separator: "; "))
    }
    let growing = GrowingSource()
    let sliding = LayoutHost(layout: SlideInLayout(), viewport: CGSize(width: 280, height: 200), dataSource: growing)
    let transition = try sliding.transition(midpoint: true) {
        growing.count = 4
        sliding.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    print("insertion start: " + transition.start.attributes.map {
        "[\($0.section), \($0.item)] x \($0.frame.x) alpha \($0.alpha)"
    }.joined(separator: "; "))
} catch {
    print("fault: \(error)")
}
SWIFT

status=0
for mode in 5 6; do
    if [[ $mode == 6 ]]; then
        write_helper "@MainActor "
        sed -i 's/^func makeStoreLayout/@MainActor func makeStoreLayout/' "$package/Sources/Client/StoreLayout.swift"
        uikit_package 6.0 '[.swiftLanguageMode(.v6)]' Client
    else
        write_helper ""
        uikit_package 5.9 '[]' Client
    fi
    echo "== Swift $mode language mode"
    (cd "$package" && swift build --scratch-path "$build" >"$work/build.log" 2>&1) || true
    grep -E "error|warning: |Build complete" "$work/build.log" | sort -u || true
    if grep -q "error:" "$work/build.log" || ! grep -q "Build complete" "$work/build.log"; then
        echo "uikit-client-check: the Swift $mode build failed"; status=1; continue
    fi
    if [[ $mode == 5 ]] && grep -qE "warning: .*(actor-isolated|nonisolated|Sendable)" "$work/build.log"; then
        echo "uikit-client-check: the Swift 5 build warned about isolation, which UIKit would not"; status=1
    fi
    "$build/debug/Client"
done
exit $status
