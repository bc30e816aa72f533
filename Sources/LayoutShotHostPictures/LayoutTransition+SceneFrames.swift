#if !canImport(UIKit)
import LayoutRender
import LayoutShotUIKit

extension LayoutTransition {
    /// The transition's pictures as filmstrip frames, each captioned with its stage (before, start, midpoint,
    /// after): what the transition assertions snapshot and the documentation shows.
    public var sceneFrames: [SceneFrame] {
        stages.map { SceneFrame($0.layout, caption: $0.stage.rawValue) }
    }
}
#endif
