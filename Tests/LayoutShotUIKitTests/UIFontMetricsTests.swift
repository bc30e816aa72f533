import LayoutShotUIKit
import Testing

/// Custom sizes scale as their text style does (Apple's Dynamic Type table: Body is 17 pt at Large, 53 at AX5).
@MainActor
@Suite struct UIFontMetricsTests {
    @Test func aCustomSizeScalesByTheStylesRatio() {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        // 34 × 53 / 17 = 106 at AX5; unchanged at Large.
        #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: ax5) == 106)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 34, compatibleWith: large) == 34)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(UIFontMetrics.default.scaledFont(for: font, compatibleWith: ax5).pointSize == 53)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 40, compatibleWith: ax5).pointSize == 40)
    }
}
