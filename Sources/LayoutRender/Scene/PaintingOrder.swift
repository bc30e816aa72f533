import LayoutCore

/// UIKit's drawing order of one frame's elements: by `zIndex` across every kind, higher covering
/// lower; among equal `zIndex`, decoration < cell < supplementary < footer < header, then by section,
/// item and finally by position in the layout's canonical order, so that the order is total and
/// every run draws the same picture.
struct PaintingOrder {
    /// What the order compares of each element, by position: small, so sorting a million is quick.
    private let keys: [(zIndex: Int, kind: Int, section: Int, item: Int)]

    /// The order of `attributes`.
    init(_ attributes: [LayoutAttributes]) {
        keys = attributes.map { ($0.zIndex, Self.kindRank($0.kind), $0.section, $0.item) }
    }

    /// Whether the element at `i` is drawn before (under) the one at `j`.
    func precedes(_ i: Int, _ j: Int) -> Bool {
        let a = keys[i], b = keys[j]
        if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
        if a.kind != b.kind { return a.kind < b.kind }
        if a.section != b.section { return a.section < b.section }
        if a.item != b.item { return a.item < b.item }
        return i < j
    }

    private static func kindRank(_ kind: ElementKind) -> Int {
        switch kind {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        case .footer: 3
        case .header: 4
        }
    }
}
