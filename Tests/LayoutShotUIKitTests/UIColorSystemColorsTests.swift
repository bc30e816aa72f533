import LayoutShotUIKit
import Testing

@MainActor
@Suite struct UIColorSystemColorsTests {
    /// Hue, saturation and brightness by the hexcone model: hue 0.5 is the cyan sector's start; saturation 0.5 and
    /// brightness 0.8 give v = 0.8 and p = 0.8 × (1 − 0.5) = 0.4, so (p, v, v) = (0.4, 0.8, 0.8).
    @Test func hueSaturationBrightnessConvertsAsTheHexconeModel() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1) == UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 1))
        // 5/6 + 1/12: the magenta-to-red sector, halfway: (v, p, q) with q = 1 − 0.5 = 0.5.
        #expect(UIColor(hue: 11.0 / 12, saturation: 1, brightness: 1, alpha: 0.5) == UIColor(red: 1, green: 0, blue: 0.5, alpha: 0.5))
    }

    @Test func systemColorsAreTheGuidelinesLightValues() {
        #expect(UIColor.systemGray2 == UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1))
        #expect(UIColor.placeholderText == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
    }
}
