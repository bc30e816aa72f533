import LayoutRender
import LayoutShotSwiftUI

extension ViewLayout {
    /// How LayoutShot's renderer draws this layout's `resolvedLayout()`: each text view labelled with its string
    /// at its point size.
    public var sceneStyle: SceneStyle {
        let texts = self.texts, sizes = textSizes.map(Double.init)
        return SceneStyle(
            itemText: { _, item in item < texts.count ? texts[item] : nil },
            textFontSize: { section in section < sizes.count ? sizes[section] : 14 })
    }
}
