import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSnapshotStore
import LayoutSpec
import Testing

@Suite struct LayoutDiffTests {
    @Test func namesTheElementThatMovedInTheLayoutOutputsTerms() throws {
        let before = SpecRenderer.layoutDocument(for: try Fixture.spec(height: 80))
        let after = SpecRenderer.layoutDocument(for: try Fixture.spec(height: 90))
        let diff = LayoutDiff(expected: before, actual: after)
        #expect(diff.changes.map(\.description) == [
            "contentSize [240, 230] → [240, 240]",
            "cell 0·3: frame [125, 140, 105, 80] → [125, 140, 105, 90]",
        ])
        #expect(diff.description == """
            layout: 1 element changed, content size changed
              contentSize [240, 230] → [240, 240]
              cell 0·3: frame [125, 140, 105, 80] → [125, 140, 105, 90]
            """)
    }

    /// Frames at different offsets are named by offset; frames at one offset (a transition's stages) by their place.
    @Test func severalFramesNameWhereTheChangeIs() throws {
        let before = SpecRenderer.layoutDocument(for: try Fixture.spec(height: 80))
        let after = SpecRenderer.layoutDocument(for: try Fixture.spec(height: 90))
        var scrolled = before
        scrolled.offset = Point2D(x: 0, y: 50)
        let byOffset = try #require(Diffing<[LayoutDocument]>.layouts.diff([scrolled, before], [scrolled, after]))
        #expect(byOffset.message.hasPrefix("at offset (0, 0): layout: 1 element changed"))
        let byPlace = try #require(Diffing<[LayoutDocument]>.layouts.diff([before, before, before], [before, after, before]))
        #expect(byPlace.message.hasPrefix("in frame 2 of 3: layout: 1 element changed"))
    }

    @Test func identicalLayoutsHaveNoChanges() throws {
        let document = SpecRenderer.layoutDocument(for: try Fixture.spec())
        #expect(LayoutDiff(expected: document, actual: document).isEmpty)
    }

    @Test func reportsAddedRemovedChangedAttributesAndContentSize() {
        let header = LayoutAttributes(kind: .header, section: 0, frame: Rect2D(x: 0, y: 0, width: 100, height: 20))
        let a = LayoutAttributes(kind: .cell, section: 0, item: 0, frame: Rect2D(x: 0, y: 20, width: 50, height: 50))
        let b = LayoutAttributes(kind: .cell, section: 0, item: 1, frame: Rect2D(x: 50, y: 20, width: 50, height: 50))
        var a2 = a
        a2.zIndex = 3
        a2.alpha = 0.5
        let c = LayoutAttributes(kind: .cell, section: 0, item: 2, frame: Rect2D(x: 0, y: 70, width: 50, height: 50))
        let expected = LayoutDocument(
            viewport: Size2D(width: 100, height: 200), offset: .zero, contentSize: Size2D(width: 100, height: 70), elements: [header, a, b])
        let actual = LayoutDocument(
            viewport: Size2D(width: 100, height: 200), offset: .zero, contentSize: Size2D(width: 100, height: 120), elements: [a2, c])
        let diff = LayoutDiff(expected: expected, actual: actual)
        #expect(diff.changes.map(\.description) == [
            "contentSize [100, 70] → [100, 120]",
            "header 0: removed from [0, 0, 100, 20]",
            "cell 0·0: zIndex 0 → 3, alpha 1 → 0.5",
            "cell 0·1: removed from [50, 20, 50, 50]",
            "cell 0·2: added at [0, 70, 50, 50]",
        ])
        #expect(diff.description.hasPrefix("layout: 1 element changed, 1 added, 2 removed, content size changed\n"))
    }

    @Test func differencesBelowTheOutputPrecisionDoNotCount() {
        let a = LayoutAttributes(kind: .cell, section: 0, item: 0, frame: Rect2D(x: 0, y: 20, width: 50, height: 50))
        var b = a
        b.frame.y += 0.0004
        let document = { (e: LayoutAttributes) in
            LayoutDocument(viewport: Size2D(width: 1, height: 1), offset: .zero, contentSize: Size2D(width: 1, height: 1), elements: [e])
        }
        #expect(LayoutDiff(expected: document(a), actual: document(b)).isEmpty)
    }

    @Test func longDiffsAreCutWithACount() {
        let elements = (0..<30).map { LayoutAttributes(kind: .cell, section: 0, item: $0, frame: Rect2D(x: 0, y: Double($0) * 10, width: 10, height: 10)) }
        let moved = elements.map { var e = $0; e.frame.y += 1; return e }
        let size = Size2D(width: 10, height: 300)
        let diff = LayoutDiff(
            expected: LayoutDocument(viewport: size, offset: .zero, contentSize: size, elements: elements),
            actual: LayoutDocument(viewport: size, offset: .zero, contentSize: size, elements: moved))
        let lines = diff.description.split(separator: "\n")
        #expect(lines.count == 1 + LayoutDiff.shownChanges + 1)
        #expect(lines.last == "  … and 10 more changes")
    }
}

@Suite struct LayoutDiffElementKindTests {
    let badge = LayoutAttributes(
        kind: .supplementary, section: 1, item: 3, frame: Rect2D(x: 90, y: 10, width: 20, height: 20), elementKind: "badge")

    @Test func namesOtherSupplementariesByElementKindAndIndexPath() {
        #expect(LayoutDiff.name(of: badge) == "badge 1·3")
        let background = LayoutAttributes(kind: .decoration, section: 2, frame: .zero)
        #expect(LayoutDiff.name(of: background) == "decoration 2")
        let separator = LayoutAttributes(kind: .decoration, section: 2, item: 4, frame: .zero, elementKind: "separator")
        #expect(LayoutDiff.name(of: separator) == "separator 2·4")
    }

    @Test func aTransformChangeIsReported() {
        var turned = badge
        turned.transform = .translation(x: 0, y: -4)
        let diff = LayoutDiff(
            expected: LayoutDocument(viewport: Size2D(width: 100, height: 100), offset: .zero, contentSize: Size2D(width: 100, height: 100), elements: [badge]),
            actual: LayoutDocument(viewport: Size2D(width: 100, height: 100), offset: .zero, contentSize: Size2D(width: 100, height: 100), elements: [turned]))
        #expect(diff.changes.map(\.description) == ["badge 1·3: transform [1, 0, 0, 1, 0, 0] → [1, 0, 0, 1, 0, -4]"])
    }

    @Test func elementsOfDifferentKindsAtOneIndexPathAreDifferentElements() {
        var other = badge
        other.elementKind = "star"
        let diff = LayoutDiff(
            expected: LayoutDocument(viewport: Size2D(width: 1, height: 1), offset: .zero, contentSize: Size2D(width: 1, height: 1), elements: [badge]),
            actual: LayoutDocument(viewport: Size2D(width: 1, height: 1), offset: .zero, contentSize: Size2D(width: 1, height: 1), elements: [other]))
        // In canonical order: `badge` before `star`.
        #expect(diff.changes.map(\.description) == ["badge 1·3: removed from [90, 10, 20, 20]", "star 1·3: added at [90, 10, 20, 20]"])
    }

    /// An element added at one index path beside others is listed where the canonical order puts it, by its UIKit
    /// kind string: `badge` changed, `flag` added, `star` changed, not `flag` first.
    @Test func anAdditionStandsBetweenItsNeighboursByElementKind() {
        func supplementary(_ kind: String, y: Double) -> LayoutAttributes {
            LayoutAttributes(kind: .supplementary, section: 0, item: 0, frame: Rect2D(x: 0, y: y, width: 10, height: 10), elementKind: kind)
        }
        let size = Size2D(width: 100, height: 100)
        let diff = LayoutDiff(
            expected: LayoutDocument(viewport: size, offset: .zero, contentSize: size, elements: [
                supplementary("badge", y: 0), supplementary("star", y: 0),
            ]),
            actual: LayoutDocument(viewport: size, offset: .zero, contentSize: size, elements: [
                supplementary("badge", y: 5), supplementary("flag", y: 0), supplementary("star", y: 5),
            ]))
        #expect(diff.changes.map(\.description) == [
            "badge 0·0: frame [0, 0, 10, 10] → [0, 5, 10, 10]",
            "flag 0·0: added at [0, 0, 10, 10]",
            "star 0·0: frame [0, 0, 10, 10] → [0, 5, 10, 10]",
        ])
    }
}
