import Foundation
import Testing

/// Specs that name a device, from the command line.
@Suite struct DeviceCommandTests {
    static func folder(device: String) throws -> URL {
        let directory = try CLIRunner.temporaryDirectory()
        let spec = #"{"device": "\#(device)", "orientation": "landscape", "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 50}}, "sections": [{"items": {"count": 4}}]}"#
        try Data(spec.utf8).write(to: directory.appendingPathComponent("phone.json"))
        return directory
    }

    @Test func aDeviceSpecRecordsAtTheDevicesSizeAndScaleThenVerifies() throws {
        let directory = try Self.folder(device: "iPhone SE (3rd generation)")
        let record = try CLIRunner.run(["snapshots", "record", directory.path])
        #expect(record.status == 0, "\(record.stderr)")
        let png = try [UInt8](Data(contentsOf: directory.appendingPathComponent("phone.png")))
        // IHDR: 667 × 375 pt at the device's scale 2 is 1334 × 750 px (the content fits the viewport's width).
        #expect(Array(png[16..<20]) == [0, 0, 0x05, 0x36])
        let verify = try CLIRunner.run(["snapshots", "verify", directory.path])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stdout.contains("snapshots: 1 passed, 0 failed"))
    }

    @Test func anUnknownDeviceExitsTwoNamingTheFileThePathAndTheNearestNames() throws {
        let directory = try Self.folder(device: "iPhone SE (3rd gen)")
        let spec = directory.appendingPathComponent("phone.json").path
        let result = try CLIRunner.run(["render", spec, "-o", directory.appendingPathComponent("out.png").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(
            #"\#(spec): device: unknown device "iPhone SE (3rd gen)"; the nearest known are "iPhone SE (3rd generation)", "#))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.png").path))
    }
}
