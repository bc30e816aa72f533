import Foundation
import LayoutSnapshotTesting
import Testing

/// What the one driver refuses: a matrix it cannot honour fails the assertion with a message, and records nothing.
@Suite struct SnapshotDriverTests {
    static let devices = DeviceModel.all

    static func check(_ subject: LayoutSnapshotSubject<Spec>, matrix: SnapshotMatrix, named name: String? = "feed") throws
        -> (message: String?, written: [String])
    {
        let directory = try Fixture.temporaryDirectory()
        let message = verifyLayoutSnapshot(
            of: subject, as: [.layout], matrix: matrix, named: name, record: .all, snapshotDirectory: directory, testName: "driver()")
        return (message, try FileManager.default.contentsOfDirectory(atPath: directory))
    }

    @Test func aPlainValueCannotBePutOnAMatrix() throws {
        let result = try Self.check(.value(try DeviceMatrixTests.spec()), matrix: SnapshotMatrix(devices: [Self.devices[0]]))
        #expect(result.message == #"Snapshot "driver.feed": a plain value cannot be put on a matrix; make the subject with .spec(_:), .spec(atTextSize:) or .host(at:_:)"#)
        #expect(result.written == [])
    }

    /// 16 devices × 2 orientations × 3 text sizes make 96, the most a spec file's matrix may make; a fourth text size
    /// makes 128.
    @Test func aMatrixOverTheLimitFailsAndOneAtTheLimitIsChecked() throws {
        let devices = Array(Self.devices.prefix(16))
        try #require(devices.count == 16)
        let over = try Self.check(
            .spec(try DeviceMatrixTests.spec()),
            matrix: SnapshotMatrix(devices: devices, orientations: [.portrait, .landscape], textSizes: [.large, .medium, .small, .extraSmall]))
        #expect(over.message == #"Snapshot "driver.feed": the matrix makes 128 combinations; at most 96 are allowed in one assertion"#)
        #expect(over.written == [])
        let at = try Self.check(
            .spec(try DeviceMatrixTests.spec()),
            matrix: SnapshotMatrix(devices: devices, orientations: [.portrait, .landscape], textSizes: [.large, .small, .extraSmall]))
        #expect(at.message == nil)
        #expect(at.written.count == 96)
    }

    @Test func aMatrixNeedsANameAndOrientationsNeedDevices() throws {
        let unnamed = try Self.check(.spec(try DeviceMatrixTests.spec()), matrix: SnapshotMatrix(devices: [Self.devices[0]]), named: nil)
        #expect(unnamed.message == "Snapshot in driver: a matrix needs a name; pass named:")
        let unturned = try Self.check(.spec(try DeviceMatrixTests.spec()), matrix: SnapshotMatrix(orientations: [.landscape]))
        #expect(unturned.message == #"Snapshot "driver.feed": the matrix lists orientations but no devices to turn; give devices too"#)
        #expect(unnamed.written == [] && unturned.written == [])
    }

    /// Directions alone name only the right-to-left combination, as a spec file's `matrix.directions` does, and the
    /// right-to-left layout is the left-to-right one mirrored: 300 wide, items 100 wide at x 0 and 110 become x 200 and 90.
    @Test func directionsAloneNameAsTheCommandLineNames() throws {
        let result = try Self.check(.spec(try DeviceMatrixTests.spec()), matrix: SnapshotMatrix(directions: [.leftToRight, .rightToLeft]))
        #expect(result.message == nil)
        #expect(result.written.sorted() == ["driver.feed.layout.json", "driver.feed.rtl.layout.json"])
    }
}
