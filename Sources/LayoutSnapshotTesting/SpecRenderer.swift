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

    /// What a spec draws around and over its layout: `render.annotate`, `render.grid` and `render.deviceFrame`.
    public static func presentation(for spec: Spec) -> PresentationOptions {
        PresentationOptions(annotate: spec.render.annotate, grid: spec.render.grid, deviceFrame: spec.render.deviceFrame)
    }

    /// The scene of `spec`; throws when the image would exceed the pixel limit.
    public static func scene(for spec: Spec, layout: LayoutSnapshot) throws(SpecError) -> RenderScene {
        let scene = PresentationBuilder.scene(
            of: layout, frames: frames(for: spec, layout: layout), style: style(for: spec), options: presentation(for: spec))
        try spec.checkCanvas(scene.size, what: spec.render.area == .content ? "the content area" : "the image")
        return scene
    }
}

/// Everything a snapshot of one spec compares: the layout output, the SVG text and the bitmap.
public struct RenderedSpec: Sendable {
    /// The layout output (`layoutshot layout`) at the spec's offset: what `NAME.layout.json` stores.
    public var layout: LayoutDocument
    /// The SVG text: what `NAME.svg` stores.
    public var svg: String
    /// The rasterized image at the spec's scale: what `NAME.png` stores, before encoding.
    public var bitmap: Bitmap
}

extension SpecRenderer {
    /// The layout document of `spec` at its offset, from an already computed `layout` when given.
    public static func layoutDocument(for spec: Spec, layout: LayoutSnapshot? = nil) -> LayoutDocument {
        LayoutDocument(layout ?? spec.layout.compute(), at: spec.offset)
    }

    /// The three artefacts of a snapshot, computing the layout and the scene once for all of them.
    public static func render(_ spec: Spec, layout: LayoutSnapshot? = nil) throws(SpecError) -> RenderedSpec {
        let layout = layout ?? spec.layout.compute()
        let scene = try scene(for: spec, layout: layout)
        return RenderedSpec(
            layout: layoutDocument(for: spec, layout: layout), svg: SVGWriter.svg(of: scene),
            bitmap: SceneRasterizer.render(scene, scale: spec.scale))
    }
}
