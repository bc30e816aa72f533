import LayoutCore
@testable import LayoutSnapshotStore
import LayoutSpec
import Testing

/// Equal element lists are found equal in one walk; anything the walk cannot vouch for (another order, an index
/// path twice) goes to the matching by index path, which gives the same changes as before.
@Suite struct LayoutDiffSameElementsTests {
    static func cell(_ item: Int, y: Double = 0) -> LayoutAttributes {
        LayoutAttributes(kind: .cell, section: 0, item: item, frame: Rect2D(x: 0, y: y, width: 10, height: 10))
    }

    static func document(_ elements: [LayoutAttributes]) -> LayoutDocument {
        LayoutDocument(viewport: Size2D(width: 10, height: 10), offset: Point2D(x: 0, y: 0), contentSize: Size2D(width: 10, height: 30), elements: elements)
    }

    @Test func equalListsInLayoutOrderAreTheSame() {
        let cells = (0..<3).map { Self.cell($0, y: Double($0) * 10) }
        #expect(LayoutDiff.sameElements(cells, cells))
        #expect(LayoutDiff(expected: Self.document(cells), actual: Self.document(cells)).isEmpty)
        // Within the tolerance of the layout output.
        #expect(LayoutDiff.sameElements(cells, cells.map { var e = $0; e.frame.y += 0.0005; return e }))
        let badges = (0..<2).map { LayoutAttributes(kind: .supplementary, section: 0, item: 1, frame: .zero, elementKind: "b\($0)") }
        #expect(LayoutDiff.sameElements(badges, badges))
    }

    @Test func anythingElseGoesToTheMatching() {
        let cells = (0..<3).map { Self.cell($0, y: Double($0) * 10) }
        #expect(!LayoutDiff.sameElements(cells, Array(cells.dropLast())))
        #expect(!LayoutDiff.sameElements(cells, cells.map { var e = $0; e.frame.y += 1; return e }))
        #expect(!LayoutDiff.sameElements(cells.reversed(), cells.reversed()))
        // One index path twice with different frames: the matching compares each with the last (a change).
        let twice = [Self.cell(0), Self.cell(0, y: 5)]
        #expect(!LayoutDiff.sameElements(twice, twice))
        #expect(LayoutDiff(expected: Self.document(twice), actual: Self.document(twice)).changes.count == 1)
        let moved = cells.enumerated().map { i, e in i == 1 ? Self.cell(1, y: 99) : e }
        #expect(LayoutDiff(expected: Self.document(cells), actual: Self.document(moved)).changes == [.changed(cells[1], moved[1])])
    }
}
