import LayoutRender
import LayoutShotSwiftUI

extension ViewLayout {
    /// How LayoutShot's renderer draws this layout's `resolvedLayout()`: as the device shows it, each text and
    /// image drawing its own content, with no generated labels.
    public var sceneStyle: SceneStyle { SceneStyle(labels: false) }
}
