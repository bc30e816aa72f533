import Foundation
import LayoutShotCoreLocation
import LayoutShotSwiftUI
import LayoutShotUniformTypeIdentifiers
import Testing

/// The values of LayoutShotCoreLocation and LayoutShotUniformTypeIdentifiers, and Foundation's localized-string
/// initializers LayoutShotSwiftUI declares where Linux's Foundation lacks them.
struct ValueFrameworkTests {
    /// A location made from a latitude and longitude keeps them, with altitude and accuracies 0 (Apple's
    /// documentation of `init(latitude:longitude:)`) and course and speed unknown.
    @Test func aLocationKeepsItsCoordinate() {
        let location = CLLocation(latitude: 37.8024, longitude: -122.4058)
        #expect(location.coordinate.latitude == 37.8024)
        #expect(location.coordinate.longitude == -122.4058)
        #expect([location.altitude, location.horizontalAccuracy, location.verticalAccuracy] == [0, 0, 0])
        #expect([location.course, location.speed] == [-1, -1])
    }

    /// A coordinate is valid within ±90° of latitude and ±180° of longitude; the invalid constant is not.
    @Test(arguments: [(90.0, 180.0, true), (-90, -180, true), (90.5, 0, false), (0, 180.5, false), (-180, -180, false)])
    func coordinateValidity(latitude: Double, longitude: Double, valid: Bool) {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(latitude, longitude)) == valid)
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    /// A type is its identifier: an app's own type, and the system types this module declares, found by it.
    @Test func aTypeIsItsIdentifier() {
        let donut = UTType(exportedAs: "com.example.donut")
        #expect(donut.identifier == "com.example.donut")
        #expect(donut == UTType(importedAs: "com.example.donut", conformingTo: .data))
        #expect(UTType("public.png") == .png)
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType("com.example.unknown") == nil)
    }

    /// A localized string is the text the code spells, its interpolations written out (no lookup is made).
    @Test func aLocalizedStringIsItsDevelopmentText() {
        let count = 3
        #expect(String(localized: "Donuts: \(count)", bundle: .main, comment: "A count.") == "Donuts: 3")
        #expect(String(localized: "done", defaultValue: "Done \(count)", comment: "A key with a default.") == "Done 3")
        #expect(String(localized: "\(0.5, format: .percent)") == "50%")
        #expect(String(localized: "Order #\(7, specifier: "%02d")") == "Order #07")
    }

    /// A list is joined as English joins it (the CLDR `en` list pattern), with the serial comma from three items.
    @Test func aListIsJoinedAsASentence() {
        #expect(ListFormatter.localizedString(byJoining: []) == "")
        #expect(ListFormatter.localizedString(byJoining: ["Ana"]) == "Ana")
        #expect(ListFormatter.localizedString(byJoining: ["Ana", "Bo"]) == "Ana and Bo")
        #expect(ListFormatter.localizedString(byJoining: ["Ana", "Bo", "Cy"]) == "Ana, Bo, and Cy")
        #expect(ListFormatter().string(from: [1, 2]) == "1 and 2")
    }
}
