import LayoutCore
import LayoutRender
import LayoutSpec

/// A spec's `matrix` (and `variants`) as one review sheet: a row per variant and device, a column per orientation and
/// text size, each picture captioned, at one scale. What `layoutshot review` and the gallery show for such a spec.
public enum MatrixSheet {
    /// The sheet of every combination of the spec (`source.hasMatrix`), with `overrides` over its render settings, at
    /// `scale` (default: the largest scale of the combinations); every combination is decoded from the one parsed text.
    public static func picture(
        of source: SpecSource, overrides: PresentationOverrides = PresentationOverrides(), scale: Double? = nil
    ) throws -> Picture {
        let file = source.file
        let combinations = try source.combinations()
        var specs: [Spec] = []
        for combination in combinations {
            var spec = try source.decode(combination)
            overrides.apply(to: &spec)
            specs.append(spec)
        }
        let variantCaptions = try source.variants().map { $0.captionLines.joined(separator: ", ") }
        let sheetScale = scale ?? specs.map(\.scale).max() ?? 1
        var cost = SceneCost()
        var rows: [SheetRow] = []
        for (combination, spec) in zip(combinations, specs) {
            let rowTitle = rowTitle(of: combination, variantCaptions: variantCaptions)
            let column = [
                combination.orientation?.rawValue, combination.textSize.map { "text \($0.shortName)" },
                combination.direction.map { $0 == .rightToLeft ? "right to left" : "left to right" },
            ].compactMap { $0 }
            let panel = try ReviewSheet.panel(of: spec, title: nil, caption: column, cost: &cost, scale: sheetScale, files: [file])
            if rows.last?.title == rowTitle {
                rows[rows.count - 1].panels.append(panel)
            } else {
                rows.append(SheetRow(title: rowTitle, panels: [panel]))
            }
        }
        var title = specs[0].name
        if let description = source.description { title += " — " + description }
        let theme = overrides.theme ?? specs[0].render.theme
        let scene = SheetBuilder.grid(of: rows, title: title, theme: theme == .dark ? .dark : .light)
        do {
            return try Picture(scene, scale: sheetScale)
        } catch {
            throw ReviewSheet.Failure.tooLarge(files: [file], error)
        }
    }

    /// A row's title: the device, after the variant's overrides when the spec has variants.
    static func rowTitle(of combination: SpecCombination, variantCaptions: [String]) -> String {
        var parts: [String] = []
        if let variant = combination.variant {
            parts.append("variant \(variant + 1): \(variantCaptions.indices.contains(variant) ? variantCaptions[variant] : "")")
        } else if variantCaptions.count > 1 || (variantCaptions.first.map { !$0.isEmpty } ?? false) {
            parts.append("as written")
        }
        parts.append(combination.device?.name ?? "viewport as written")
        return parts.joined(separator: " · ")
    }
}
