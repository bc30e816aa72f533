@testable import LayoutCore
import Testing

/// The device table: rows as their source gives them, and the properties every row keeps.
@Suite struct DeviceModelTests {
    @Test func aRowHasTheFiguresOfItsSource() throws {
        let model = try #require(DeviceModel.named("iphone 14 pro"))
        #expect(model.name == "iPhone 14 Pro")
        #expect(model.idiom == .phone)
        #expect(model.scale == 3)
        #expect(model.cornerRadius == 55)
        #expect(model.portrait == DeviceModel.Screen(
            size: Size2D(width: 393, height: 852), safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
            horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(model.screen(.landscape) == DeviceModel.Screen(
            size: Size2D(width: 852, height: 393), safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59),
            horizontalSizeClass: .compact, verticalSizeClass: .compact))
        let pad = try #require(DeviceModel.named("iPad Pro (11-inch) (4th generation)"))
        #expect(pad.idiom == .pad)
        #expect(pad.landscape.size == Size2D(width: 1194, height: 834))
        #expect(pad.landscape.safeArea == Insets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(DeviceModel.named("iPhone 16 Pro")?.landscape.safeArea == Insets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(DeviceModel.named("iPhone 16 Pro")?.cornerRadius == nil)
    }

    @Test func everyRowIsConsistent() {
        #expect(DeviceModel.all.count == 23)
        #expect(Set(DeviceModel.all.map { $0.name.lowercased() }).count == DeviceModel.all.count)
        for model in DeviceModel.all {
            #expect(model.landscape.size == Size2D(width: model.portrait.size.height, height: model.portrait.size.width), "\(model.name)")
            #expect(model.portrait.size.width < model.portrait.size.height, "\(model.name)")
            #expect([2, 3].contains(model.scale), "\(model.name)")
            #expect(!model.source.isEmpty, "\(model.name)")
            #expect(model.landscape.verticalSizeClass == (model.idiom == .phone ? .compact : .regular), "\(model.name)")
            #expect(model.portrait.horizontalSizeClass == (model.idiom == .phone ? .compact : .regular), "\(model.name)")
            #expect(model.name.hasPrefix(model.idiom == .phone ? "iPhone" : "iPad"), "\(model.name)")
        }
    }

    @Test func aMisspeltNameGetsTheNearestKnownOnes() {
        #expect(DeviceModel.named("iPhone 14 Por") == nil)
        #expect(DeviceModel.nearestNames(to: "iPhone 14 Por") == ["iPhone 14 Pro", "iPhone 12 Pro", "iPhone 13 Pro"])
        #expect(DeviceModel.nearestNames(to: "iPhone 16 Pro Mx", limit: 1) == ["iPhone 16 Pro Max"])
        #expect(DeviceModel.nearestNames(to: "ipad air") == ["iPad Air (5th generation)", "iPhone 8", "iPhone 12"])
    }

    @Test func editDistanceCountsSingleCharacterEdits() {
        #expect(DeviceModel.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(DeviceModel.editDistance([], Array("abc")) == 3)
        #expect(DeviceModel.editDistance(Array("abc"), Array("abc")) == 0)
    }
}
