import Foundation
import LayoutShotSwiftUI
import LayoutSnapshotTesting
import Testing

/// A preview's references are named by its file and name, two previews whose names meet are refused naming both
/// files and lines, and a preview that cannot be laid out fails naming its own.
@MainActor
struct PreviewSnapshotTests {
    /// A 40 × 30 box, or with `flexible` a colour that takes what it is offered.
    static func box(_ name: String?, line: Int, index: Int = 1, flexible: Bool = false, _ traits: LayoutShotPreviewTrait...) -> LayoutShotPreview {
        LayoutShotPreview(name, file: "Views/Box.swift", line: line, index: index, traits: traits) {
            if flexible { Color.red } else { Color.red.frame(width: 40, height: 30) }
        }
    }

    @Test func referencesAreNamedByFileAndPreviewName() throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(verifyLayoutSnapshot(of: Self.box("Box", line: 3, .sizeThatFitsLayout), record: .all, snapshotDirectory: directory, testName: "preview(_:)") == nil)
        #expect(verifyLayoutSnapshot(of: Self.box(nil, line: 9, index: 2, flexible: true), as: [.layout], record: .all, snapshotDirectory: directory, testName: "preview(_:)") == nil)
        #expect(Set(try Fixture.contents(of: directory).keys) == [
            "preview.Views.Box.Box.layout.json", "preview.Views.Box.Box.png", "preview.Views.Box.2.layout.json",
        ])
        // The unnamed preview is laid out on the default iPhone 16 Pro's screen less its safe area: 402 × (874 − 62 − 34).
        let layout = try #require(String(data: try Fixture.contents(of: directory)["preview.Views.Box.2.layout.json"]!, encoding: .utf8))
        #expect(layout.contains(#""viewport": [402, 778]"#), "\(layout)")
        #expect(verifyLayoutSnapshot(of: Self.box("Box", line: 3, .sizeThatFitsLayout), record: .never, snapshotDirectory: directory, testName: "preview(_:)") == nil)
    }

    @Test func twoPreviewsWhoseNamesMeetAreRefusedNamingBoth() throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(verifyLayoutSnapshot(of: Self.box("Dark mode", line: 3), as: [.layout], record: .all, snapshotDirectory: directory, testName: "clash()") == nil)
        let message = try #require(
            verifyLayoutSnapshot(of: Self.box("Dark/mode", line: 12), as: [.layout], record: .all, snapshotDirectory: directory, testName: "clash()"))
        #expect(message.contains(#"as the preview at Views/Box.swift:3 "Dark mode" and "#), "\(message)")
        #expect(message.contains(#"as the preview at Views/Box.swift:12 "Dark/mode" have the same name"#), "\(message)")
    }

    @Test func aPreviewThatCannotBeLaidOutFailsNamingItsFileAndLine() throws {
        let directory = try Fixture.temporaryDirectory()
        let message = try #require(
            verifyLayoutSnapshot(of: Self.box("Far", line: 5, .previewDevice("iPhone 99")), record: .all, snapshotDirectory: directory, testName: "far()"))
        #expect(message.contains(#"Views/Box.swift:5 "Far": no device is called "iPhone 99""#), "\(message)")
    }

    @Test func aMatrixCellGivesWhatTheTraitsLeaveOpen() throws {
        let directory = try Fixture.temporaryDirectory()
        let matrix = SnapshotMatrix(devices: [try #require(DeviceModel.named("iPhone SE (3rd generation)"))])
        #expect(verifyLayoutSnapshot(of: Self.box("Box", line: 3, flexible: true), as: [.layout], matrix: matrix, record: .all, snapshotDirectory: directory, testName: "cells()") == nil)
        let names = Array(try Fixture.contents(of: directory).keys)
        #expect(names.count == 1 && names[0].hasPrefix("cells.Views.Box.Box.iPhone-SE-3rd-generation"), "\(names)")
        // iPhone SE (3rd generation): 375 × (667 − 20).
        let layout = try #require(String(data: try Fixture.contents(of: directory)[names[0]]!, encoding: .utf8))
        #expect(layout.contains(#""viewport": [375, 647]"#), "\(layout)")
    }
}
