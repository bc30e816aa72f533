import LayoutCore
import LayoutSpec

/// What changed between two layout outputs, element by element: the message a failing snapshot
/// shows first, because it says what moved (`cell 0·3: frame [10, 120, 110, 80] → [10, 130, 110, 80]`).
///
/// Elements are matched by kind, section and item; numbers are compared to within `tolerance`,
/// the precision of the layout output. O(n) in the number of elements.
public struct LayoutDiff: Hashable, Sendable, CustomStringConvertible {
    /// One difference.
    public enum Change: Hashable, Sendable, CustomStringConvertible {
        /// The viewport size changed.
        case viewport(Size2D, Size2D)
        /// The offset the elements were evaluated at changed.
        case offset(Point2D, Point2D)
        /// The content size changed.
        case contentSize(Size2D, Size2D)
        /// An element only the actual layout has.
        case added(LayoutAttributes)
        /// An element only the expected layout has.
        case removed(LayoutAttributes)
        /// An element both have, with different attributes.
        case changed(LayoutAttributes, LayoutAttributes)

        /// One line, e.g. `cell 0·3: frame [10, 120, 110, 80] → [10, 130, 110, 80]`.
        public var description: String {
            switch self {
            case let .viewport(old, new): "viewport \(LayoutDiff.format(old)) → \(LayoutDiff.format(new))"
            case let .offset(old, new): "offset \(LayoutDiff.format(old)) → \(LayoutDiff.format(new))"
            case let .contentSize(old, new): "contentSize \(LayoutDiff.format(old)) → \(LayoutDiff.format(new))"
            case .added(let e): "\(LayoutDiff.name(of: e)): added at \(LayoutDiff.format(e.frame))"
            case .removed(let e): "\(LayoutDiff.name(of: e)): removed from \(LayoutDiff.format(e.frame))"
            case let .changed(old, new): "\(LayoutDiff.name(of: old)): " + LayoutDiff.attributeChanges(old, new).joined(separator: ", ")
            }
        }
    }

    /// Every difference: viewport, offset and content size first, then elements in layout order.
    public var changes: [Change]

    /// Whether the layouts are the same.
    public var isEmpty: Bool { changes.isEmpty }

    /// How far two numbers may be apart and still be equal: the layout output's rounding.
    public static let tolerance = 0.001

    /// Lines shown before the rest is summarised as `… and N more changes`.
    public static let shownChanges = 20

    /// Compares `expected` with `actual`.
    public init(expected: LayoutDocument, actual: LayoutDocument) {
        var changes: [Change] = []
        if !Self.same(expected.viewport, actual.viewport) { changes.append(.viewport(expected.viewport, actual.viewport)) }
        if !Self.same(expected.offset, actual.offset) { changes.append(.offset(expected.offset, actual.offset)) }
        if !Self.same(expected.contentSize, actual.contentSize) {
            changes.append(.contentSize(expected.contentSize, actual.contentSize))
        }
        struct Key: Hashable {
            let kind: ElementKind, elementKind: String?, section: Int, item: Int
            init(_ e: LayoutAttributes) { (kind, elementKind, section, item) = (e.kind, e.elementKind, e.section, e.item) }
        }
        guard !Self.sameElements(expected.elements, actual.elements) else {
            self.changes = changes
            return
        }
        var actualByKey: [Key: LayoutAttributes] = [:]
        for element in actual.elements { actualByKey[Key(element)] = element }
        let expectedKeys = Set(expected.elements.map(Key.init))
        // Walk both lists in layout order so additions appear where they are, not at the end.
        var next = actual.elements.startIndex
        func emitAdditions(before limit: LayoutAttributes?) {
            while next < actual.elements.endIndex {
                let element = actual.elements[next]
                if let limit, LayoutAttributes.canonicallyPrecedes(limit, element) { return }
                if !expectedKeys.contains(Key(element)) { changes.append(.added(element)) }
                next += 1
            }
        }
        for old in expected.elements {
            emitAdditions(before: old)
            if let new = actualByKey[Key(old)] {
                if !Self.same(old, new) { changes.append(.changed(old, new)) }
            } else {
                changes.append(.removed(old))
            }
        }
        emitAdditions(before: nil)
        self.changes = changes
    }

    /// Whether the two lists hold the same elements with the same attributes, one by one, in layout order and
    /// with no element twice: then nothing changed, and this is found in one walk, without the maps that
    /// matching elements by index path takes (hundreds of MB for a million elements).
    static func sameElements(_ expected: [LayoutAttributes], _ actual: [LayoutAttributes]) -> Bool {
        guard expected.count == actual.count else { return false }
        for i in expected.indices {
            let old = expected[i], new = actual[i]
            guard old.kind == new.kind, old.section == new.section, old.item == new.item, old.elementKind == new.elementKind,
                same(old, new)
            else { return false }
            // Strictly increasing in the canonical order, so no element stands twice; anything else is left to the maps.
            guard i == 0 || LayoutAttributes.canonicallyPrecedes(expected[i - 1], old) else { return false }
        }
        return true
    }

    /// A summary line and one line per change (the first `shownChanges`), or `layouts match`.
    public var description: String {
        guard !changes.isEmpty else { return "layouts match" }
        var counts: [String] = []
        let moved = changes.filter { if case .changed = $0 { true } else { false } }.count
        let added = changes.filter { if case .added = $0 { true } else { false } }.count
        let removed = changes.filter { if case .removed = $0 { true } else { false } }.count
        if moved > 0 { counts.append("\(moved) element\(moved == 1 ? "" : "s") changed") }
        if added > 0 { counts.append("\(added) added") }
        if removed > 0 { counts.append("\(removed) removed") }
        if changes.contains(where: { if case .contentSize = $0 { true } else { false } }) { counts.append("content size changed") }
        if counts.isEmpty { counts.append("\(changes.count) change\(changes.count == 1 ? "" : "s")") }
        var lines = ["layout: " + counts.joined(separator: ", ")]
        lines += changes.prefix(Self.shownChanges).map { "  \($0)" }
        if changes.count > Self.shownChanges { lines.append("  … and \(changes.count - Self.shownChanges) more changes") }
        return lines.joined(separator: "\n")
    }

    // MARK: - Formatting and comparison

    /// `cell 0·3`, `header 1`, `footer 0`, `decoration 2`, as the renderer labels them; other kinds of
    /// supplementary and decoration views by their element kind and index path (`badge 0·3`).
    public static func name(of element: LayoutAttributes) -> String {
        let index = "\(element.section)·\(element.item)"
        switch element.kind {
        case .cell: return "cell \(index)"
        case .header, .footer: return "\(element.kind.rawValue) \(element.section)"
        case .supplementary: return "\(element.elementKind ?? element.kind.rawValue) \(index)"
        case .decoration:
            guard element.elementKind != nil || element.item != 0 else { return "decoration \(element.section)" }
            return "\(element.elementKind ?? element.kind.rawValue) \(index)"
        }
    }

    static func format(_ rect: Rect2D) -> String {
        let f = DecimalFormat.format
        return "[\(f(rect.x)), \(f(rect.y)), \(f(rect.width)), \(f(rect.height))]"
    }

    static func format(_ t: Transform2D) -> String {
        "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(DecimalFormat.format).joined(separator: ", ") + "]"
    }

    static func format(_ size: Size2D) -> String { "[\(DecimalFormat.format(size.width)), \(DecimalFormat.format(size.height))]" }

    static func format(_ point: Point2D) -> String { "[\(DecimalFormat.format(point.x)), \(DecimalFormat.format(point.y))]" }

    static func attributeChanges(_ old: LayoutAttributes, _ new: LayoutAttributes) -> [String] {
        let f = DecimalFormat.format
        var parts: [String] = []
        if !same(old.frame, new.frame) { parts.append("frame \(format(old.frame)) → \(format(new.frame))") }
        if old.zIndex != new.zIndex { parts.append("zIndex \(old.zIndex) → \(new.zIndex)") }
        if !same(old.scale, new.scale) { parts.append("scale \(f(old.scale)) → \(f(new.scale))") }
        if !same(old.alpha, new.alpha) { parts.append("alpha \(f(old.alpha)) → \(f(new.alpha))") }
        if !same(old.cornerRadius, new.cornerRadius) { parts.append("cornerRadius \(f(old.cornerRadius)) → \(f(new.cornerRadius))") }
        if !same(old.transform, new.transform) { parts.append("transform \(format(old.transform)) → \(format(new.transform))") }
        return parts
    }

    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance || a == b }
    static func same(_ a: Size2D, _ b: Size2D) -> Bool { same(a.width, b.width) && same(a.height, b.height) }
    static func same(_ a: Point2D, _ b: Point2D) -> Bool { same(a.x, b.x) && same(a.y, b.y) }
    static func same(_ a: Rect2D, _ b: Rect2D) -> Bool {
        same(a.x, b.x) && same(a.y, b.y) && same(a.width, b.width) && same(a.height, b.height)
    }
    static func same(_ a: Transform2D, _ b: Transform2D) -> Bool {
        same(a.a, b.a) && same(a.b, b.b) && same(a.c, b.c) && same(a.d, b.d) && same(a.tx, b.tx) && same(a.ty, b.ty)
    }
    static func same(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        same(a.frame, b.frame) && a.zIndex == b.zIndex && same(a.scale, b.scale) && same(a.alpha, b.alpha)
            && same(a.cornerRadius, b.cornerRadius) && same(a.transform, b.transform)
    }
}
