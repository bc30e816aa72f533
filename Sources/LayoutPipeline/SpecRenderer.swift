import LayoutCore
import LayoutRender
import LayoutSpec

/// The path from a spec to its picture and layout output, shared by the command line, galleries,
/// review sheets and snapshots.
public enum SpecRenderer {
    /// The frames a spec asks for: the whole content, or the viewport at each offset (captioned when several),
    /// or at the spec's offset once per frame of orthogonal offsets (captioned with them) when it lists several.
    ///
    /// A frame costs what it shows: each holds only the elements meeting its rectangle. The filmstrip's size is
    /// checked against the pixel limits at `spec.scale` before any frame is resolved, and frames are resolved one
    /// at a time while together they hold at most `LayoutPicture.maximumFrameElements`.
    public static func frames(for spec: Spec, layout: ComputedLayout) throws(PictureError) -> [SceneFrame] {
        switch spec.render.area {
        case .content:
            return try LayoutPicture.frames(showing: [(Rect2D(origin: .zero, size: layout.contentSize), { .content(of: layout) })], scale: spec.scale)
        case .viewport:
            if let orthogonal = spec.layout.compositional?.orthogonalOffsetFrames, orthogonal.count > 1,
                layout.scrollingOrthogonally(to: [:]) != nil
            {
                let viewport = layout.viewportRect(at: spec.offset)
                return try LayoutPicture.frames(
                    showing: orthogonal.map { offsets in
                        (viewport, {
                            SceneFrame(
                                (layout.scrollingOrthogonally(to: offsets) ?? layout).shownViewport(at: spec.offset),
                                caption: caption(forOrthogonal: offsets))
                        })
                    }, scale: spec.scale)
            }
            let captioned = spec.offsets.count > 1
            return try LayoutPicture.frames(
                showing: spec.offsets.map { offset in
                    (layout.viewportRect(at: offset), {
                        SceneFrame(layout.shownViewport(at: offset), caption: captioned ? LayoutPicture.caption(for: offset) : nil)
                    })
                }, scale: spec.scale)
        }
    }

    /// Sections a caption across orthogonal offsets names before it only counts the rest.
    static let maximumCaptionSections = 8

    /// A frame's caption in a filmstrip across orthogonal offsets: `orthogonal §1 140 · §2 305`, by section; past
    /// `maximumCaptionSections` sections, `… and N more`, so a caption stays one short line however many scroll.
    static func caption(forOrthogonal offsets: [Int: Double]) -> String {
        let sections = offsets.keys.sorted()
        let named = sections.prefix(maximumCaptionSections).map { "§\($0) \(DecimalFormat.format(offsets[$0] ?? 0))" }
        let rest = sections.count - named.count
        return "orthogonal " + named.joined(separator: " · ") + (rest > 0 ? " … and \(rest) more" : "")
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

    /// The picture of `spec` at its scale; a picture beyond the pixel limit is an error at the JSON path `scale`.
    public static func picture(for spec: Spec, layout: ComputedLayout) throws(SpecError) -> Picture {
        do {
            return try LayoutPicture.picture(
                of: try frames(for: spec, layout: layout), style: style(for: spec), options: presentation(for: spec),
                scale: spec.scale, measuring: layout.engine)
        } catch {
            let subject = spec.render.area == .content ? "the content area" : "the image"
            let (path, advice): (String, String) = switch error {
            case .tooMuchWork: ("layout", "show fewer or smaller elements at once, or lower the scale")
            case .tooManyFrameElements: ("layout", "show fewer elements at once or fewer frames")
            case .tooManyGlyphs: ("render.labels", "turn labels off or show fewer labelled elements")
            case .badScale, .tooLarge, .tooManyPixels: ("scale", "lower the scale or render the viewport")
            }
            throw SpecError.invalid(file: spec.file, path: path, message: error.message(subject: subject) + " (\(advice))")
        }
    }

    /// The layout document of `spec` at its offset, from an already computed `layout` when given.
    public static func layoutDocument(for spec: Spec, layout: ComputedLayout? = nil) -> LayoutDocument {
        LayoutDocument(layout ?? spec.computeLayout(), at: spec.offset)
    }

    /// The layout output and the picture of a spec, computing the layout and the scene once for both.
    public static func render(_ spec: Spec, layout: ComputedLayout? = nil) throws(SpecError) -> RenderedSpec {
        let layout = layout ?? spec.computeLayout()
        return RenderedSpec(layout: layoutDocument(for: spec, layout: layout), picture: try picture(for: spec, layout: layout))
    }
}
