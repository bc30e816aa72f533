import LayoutCore
import Testing

/// The iPad multitasking windows: the sources' figures, and the rules every window keeps.
@Suite struct MultitaskingWindowTests {
    static let prefix = "iPad Pro (12.9-inch) (6th generation) "

    static func window(_ arrangement: String) throws -> DeviceModel {
        try #require(DeviceModel.named(prefix + arrangement))
    }

    @Test func theSourcesFiguresPerArrangementAndOrientation() throws {
        let third = try Self.window("Split View 1/3"), twoThirds = try Self.window("Split View 2/3")
        let slideOver = try Self.window("slide over")
        #expect(third.landscape.size == Size2D(width: 375, height: 1024) && third.landscape.horizontalSizeClass == .compact)
        #expect(third.portrait.size == Size2D(width: 375, height: 1366) && third.portrait.horizontalSizeClass == .compact)
        #expect(twoThirds.landscape.size == Size2D(width: 981, height: 1024) && twoThirds.landscape.horizontalSizeClass == .regular)
        #expect(twoThirds.portrait.size == Size2D(width: 639, height: 1366) && twoThirds.portrait.horizontalSizeClass == .compact)
        #expect(slideOver.landscape.size == Size2D(width: 375, height: 1024) && slideOver.portrait.size == Size2D(width: 375, height: 1366))
        #expect(twoThirds.screenSize(.landscape) == Size2D(width: 1366, height: 1024))
        #expect(DeviceModel.named("iPad Pro (12.9-inch) (6th generation)")?.screenSize(.landscape) == Size2D(width: 1366, height: 1024))
    }

    @Test func everyWindowIsPartOfItsIPadsScreenAndRegularHigh() throws {
        let pad = try #require(DeviceModel.named("iPad Pro (12.9-inch) (6th generation)"))
        #expect(DeviceModel.multitaskingWindows.count == 3)
        #expect(DeviceModel.all.count == 23 && DeviceModel.known.count == 26)
        for window in DeviceModel.multitaskingWindows {
            #expect(window.name.hasPrefix(pad.name + " ") && window.idiom == .pad && window.scale == pad.scale)
            for orientation in DeviceModel.Orientation.allCases {
                let (screen, full) = (window.screen(orientation), pad.screen(orientation))
                #expect(window.screenSize(orientation) == full.size, "\(window.name)")
                #expect(screen.size.height == full.size.height && screen.size.width < full.size.width, "\(window.name)")
                #expect(screen.verticalSizeClass == .regular && screen.safeArea == full.safeArea, "\(window.name)")
                // Compact up to the 639-point window, regular from the 981-point one, as the sources give.
                #expect((screen.horizontalSizeClass == .regular) == (screen.size.width > 639), "\(window.name)")
            }
        }
        #expect(Set(DeviceModel.known.map(\.fileName)).count == DeviceModel.known.count)
    }
}
