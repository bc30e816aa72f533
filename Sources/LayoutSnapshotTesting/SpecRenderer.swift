import LayoutCore
import LayoutRender
import LayoutSpec

/// The one path from a spec to pictures, shared by the command line, the gallery and snapshot tests.
public enum SpecRenderer {
    /// The frames a spec asks for: the whole content, or the viewport at each offset (captioned when several).
    public static func frames(for spec: Spec, layout: LayoutSnapshot) -> [SceneFrame] {
        switch spec.render.area {
        case .content:
            return [.content(of: layout)]
        case .viewport:
            let captioned = spec.offsets.count > 1
            return spec.offsets.map { offset in
                .viewport(
                    of: layout, at: offset,
                    caption: captioned ? "offset (\(DecimalFormat.format(offset.x)), \(DecimalFormat.format(offset.y)))" : nil)
            }
        }
    }

    /// The style a spec asks for: its theme, labels and the text of its text items.
    public static func style(for spec: Spec) -> SceneStyle {
        SceneStyle(
            theme: spec.render.theme == .dark ? .dark : .light, labels: spec.render.labels,
            itemText: { section, item in spec.text(section: section, item: item) },
            textFontSize: { section in spec.textFontSize(section: section) })
    }

    /// The scene of `spec`; throws when the image would exceed the pixel limit.
    public static func scene(for spec: Spec, layout: LayoutSnapshot) throws(SpecError) -> RenderScene {
        let scene = SceneBuilder.scene(of: layout, frames: frames(for: spec, layout: layout), style: style(for: spec))
        try spec.checkCanvas(scene.size, what: spec.render.area == .content ? "the content area" : "the image")
        return scene
    }
}
