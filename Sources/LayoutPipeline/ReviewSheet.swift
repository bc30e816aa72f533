import LayoutCore
import LayoutRender
import LayoutSpec

/// Several specs, or one spec's variants, side by side at one scale, each captioned with what differs:
/// what `layoutshot review` writes and what a gallery shows for a spec with variants.
public enum ReviewSheet {
    /// Why a sheet cannot be made.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The sheet is beyond the pixel limit or the render budget at the chosen scale; `files` are the spec files shown.
        case tooLarge(files: [String], PictureError)

        /// `FILES: the sheet of … px; the limit is … (lower --scale or show fewer pictures)`.
        public var description: String {
            switch self {
            case let .tooLarge(files, error):
                "\(files.joined(separator: ", ")): \(error.message(subject: "the sheet")) (lower --scale or show fewer pictures)"
            }
        }
    }

    /// The sheet of `groups` (the variants of each spec file, in order) with `overrides` over the specs'
    /// render settings, at `scale` (default: the largest scale of the specs).
    ///
    /// Variants are captioned with their overrides; when several files are shown, each picture is titled
    /// with its spec's name and a spec without variants lists the values in which it differs from the rest.
    public static func picture(
        of groups: [[SpecVariant]], overrides: PresentationOverrides = PresentationOverrides(), scale: Double? = nil
    ) throws(Failure) -> Picture {
        let variants = groups.flatMap { $0 }.map { variant in
            var adjusted = variant
            overrides.apply(to: &adjusted.spec)
            return adjusted
        }
        let severalFiles = groups.count > 1
        let differences = VariantDifferences.lines(among: variants.map(\.value))
        let sheetScale = scale ?? variants.map(\.spec.scale).max()!
        let files = groups.map { $0[0].spec.file }
        var cost = SceneCost()
        var panels: [SheetPanel] = []
        for (index, variant) in variants.enumerated() {
            let caption = variant.isVariant ? variant.captionLines : severalFiles ? differences[index] : []
            panels.append(try panel(
                of: variant.spec, title: severalFiles ? variant.spec.name : nil, caption: caption, cost: &cost, scale: sheetScale,
                files: files))
        }
        let first = variants[0]
        var title: String?
        if !severalFiles, first.isVariant {
            title = first.spec.name
            if case .string(let description)? = first.value["description"] { title! += " — " + description }
        }
        let theme = overrides.theme ?? first.spec.render.theme
        let scene = SheetBuilder.sheet(of: panels, title: title, theme: theme == .dark ? .dark : .light)
        do {
            return try Picture(scene, scale: sheetScale)
        } catch {
            throw .tooLarge(files: files, error)
        }
    }

    /// The picture of `spec` as one panel of a sheet at `scale`, its elements counted into `cost`: the whole sheet
    /// shares one budget, checked before each picture's elements are drawn.
    static func panel(
        of spec: Spec, title: String?, caption: [String], cost: inout SceneCost, scale: Double, files: [String]
    ) throws(Failure) -> SheetPanel {
        let layout = spec.computeLayout()
        let frames: [SceneFrame]
        do throws(PictureError) { frames = try SpecRenderer.frames(for: spec, layout: layout) } catch { throw .tooLarge(files: files, error) }
        let options = SpecRenderer.presentation(for: spec)
        var total = cost
        let scene = try PresentationBuilder.scene(
            of: frames, style: SpecRenderer.style(for: spec), options: options, measuring: layout.engine
        ) { (frameCost: SceneCost) throws(Failure) in
            total = total + frameCost
            do throws(PictureError) { try RenderBudget.check(total, scale: scale) } catch { throw .tooLarge(files: files, error) }
        }
        cost = total
        return SheetPanel(scene: scene, title: title, caption: caption, outlined: frames.count == 1 && options.isPlain)
    }
}
