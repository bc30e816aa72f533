import LayoutShotUIKit
import Testing

/// An app's own list style, as a settings screen writes one: a static factory in an extension that starts from a
/// system style. UIKit's configuration is a main-actor type imported with `@preconcurrency`, so in the Swift 5
/// language mode such a nonisolated factory compiles; here the styles are `@preconcurrency` for the same reason.
extension UIListContentConfiguration {
    static func settingsCell() -> Self {
        var configuration = cell()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        return configuration
    }
}

@MainActor
@Suite struct ListStyleFactorySwift5Tests {
    @Test func anAppsFactoryStartsFromTheSystemStyle() {
        let configuration = UIListContentConfiguration.settingsCell()
        #expect(configuration.directionalLayoutMargins.leading == 16)
        #expect(configuration.textProperties.font == UIListContentConfiguration.cell().textProperties.font)
    }
}
