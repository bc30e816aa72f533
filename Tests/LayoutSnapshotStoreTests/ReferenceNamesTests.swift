import Foundation
import LayoutCore
import LayoutSnapshotStore
import Testing

/// Distinct inputs give distinct reference names, or a failure naming both: the one rule of the folder listing and the
/// test assertions (`ReferenceNames`).
@Suite struct ReferenceNamesTests {
    @Test func aNameIsRefusedToASecondInputNamingBothIgnoringCase() throws {
        var names = ReferenceNames()
        try names.claim("sizes.size-", in: "/refs", for: #"sizes() as "size (small)""#)
        // The same input again, and the same name in another folder, are fine.
        try names.claim("sizes.size-", in: "/refs", for: #"sizes() as "size (small)""#)
        try names.claim("sizes.size-", in: "/other", for: #"sizes() as "size (large)""#)
        #expect(throws: SnapshotError.sameName(name: "Sizes.Size-", first: #"sizes() as "size (small)""#, second: #"sizes() as "size (large)""#)) {
            try names.claim("Sizes.Size-", in: "/refs", for: #"sizes() as "size (large)""#)
        }
    }

    /// A spec's combinations are named after the known devices, whose file names differ even ignoring case, so no two
    /// combinations of one spec share a name; a combination that meets another spec's name is refused naming the spec
    /// and the combination.
    @Test func aCombinationMeetingAnotherSpecIsNamedWithItsDevice() throws {
        #expect(Set(DeviceModel.known.map { $0.fileName.lowercased() }).count == DeviceModel.known.count)
        let directory = try Fixture.temporaryDirectory()
        let matrix = #"{"matrix": {"devices": ["iPhone 8"], "textSizes": ["large"]}, "layout": {"kind": "flow"}, "sections": [{"items": {"count": 1}}]}"#
        let spec = try Fixture.write(matrix, to: directory, "feed.json")
        let other = try Fixture.write(Fixture.specJSON(), to: directory, "feed.iPhone-8.portrait.large.json")
        #expect(throws: SnapshotError.sameName(name: "feed.iPhone-8.portrait.large", first: other, second: "\(spec) (iPhone 8, portrait, text large)")) {
            try SnapshotSuite(directory: directory).entries()
        }
    }
}
