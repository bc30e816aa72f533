import Foundation
import LayoutPipeline
import LayoutRender
import LayoutSpec

extension HTMLReport {
    /// The images of one failure as written into the report, each `nil` when there is none to show.
    struct FailureImages {
        var expected: String?
        var diff: String?
        var actual: String?
        /// The differing region and the enlarged expected, diff and actual parts of it.
        var zoom: (DiffZoom, [String])?
        /// The size of one panel of the diff strip, which the region is measured in.
        var panelSize: (width: Int, height: Int)?
    }

    /// One failure or error: message, neighbours, the command that re-records it, the zoom onto the
    /// differing pixels and expected | diff | actual once (the page's script adds slider and overlay).
    static func failureSection(
        _ result: SpecSnapshotResult, neighbours: (previous: String?, next: String?), command: String?, directory: String
    ) throws(SnapshotError) -> String {
        let name = MarkupText.escape(result.name)
        var html = "<section class=\"snapshot \(result.status.name)\" id=\"\(anchor(result.name))\" data-name=\"\(name)\">\n"
        html += "<h2>\(name) <small>\(result.status.name) · \(MarkupText.escape(specFileName(result.specPath)))</small></h2>\n"
        html += "<nav class=\"step\">"
        html += neighbours.previous.map { "<a href=\"#\(anchor($0))\" rel=\"prev\">← previous</a>" } ?? "<span>← previous</span>"
        html += neighbours.next.map { " <a href=\"#\(anchor($0))\" rel=\"next\">next →</a>" } ?? " <span>next →</span>"
        html += "</nav>\n<pre class=\"message\">\(MarkupText.escape(result.message))</pre>\n"
        if let command {
            html += "<div class=\"command\"><span>Re-record:</span> <code>\(MarkupText.escape(command))</code>"
            html += " <button type=\"button\" class=\"copy\" hidden>Copy</button></div>\n"
        }
        let images = try failureImages(result, directory: directory)
        if case let (zoom, parts)? = images.zoom {
            html += zoomMarkup(zoom, parts)
        }
        let shown = [(images.expected, "expected"), (images.diff, "diff"), (images.actual, "actual")]
        guard shown.contains(where: { $0.0 != nil }) else { return html + "</section>\n" }
        if images.expected != nil, images.actual != nil {
            html += "<div class=\"views\" hidden>"
            for (value, label) in [("side", "Side by side"), ("slider", "Slider"), ("overlay", "Overlay")] {
                html += "<label><input type=\"radio\" name=\"view-\(anchor(result.name))\" value=\"\(value)\"\(value == "side" ? " checked" : "")> \(label)</label>"
            }
            html += "</div>\n"
        }
        html += "<div class=\"view side\">"
        for case let (source?, role) in shown {
            var mark = ""
            if role == "diff", case let (zoom, _)? = images.zoom, let size = images.panelSize {
                mark = regionMark(zoom.region, width: size.width, height: size.height)
            }
            html += "<figure><a href=\"\(source)\"><img data-role=\"\(role)\" src=\"\(source)\" alt=\"\(role)\">\(mark)</a><figcaption>\(role)</figcaption></figure>"
        }
        return html + "</div>\n</section>\n"
    }

    /// Writes the failure's images into `snapshots/NAME/`: the reference and the actual image as they are, the
    /// middle panel of the diff strip, and the three enlarged parts around the differing pixels.
    private static func failureImages(_ result: SpecSnapshotResult, directory: String) throws(SnapshotError) -> FailureImages {
        var images = FailureImages()
        guard let png = result.check("png") else { return images }
        images.expected = try copy(png.reference.path, as: imageName(result.name, "expected.png"), into: directory)
        guard case .success(.failed(_, _, let artifacts)) = png.outcome else { return images }
        images.actual = try copy(artifacts.first { $0.role == .actual }?.path, as: imageName(result.name, "actual.png"), into: directory)
        // A strip that cannot be read back (removed since, or not ours) leaves the page without the diff, not without the rest.
        guard let diffArtifact = artifacts.first(where: { $0.role == .diff }),
            case .success(let data) = InputFile.read(diffArtifact.path),
            let bitmap = try? PNGCodec.decode(data), let strip = DiffStrip(bitmap)
        else { return images }
        let diffName = imageName(result.name, "diff.png")
        images.diff = try write(try encode(strip.cut(.diff), diffName), as: diffName, into: directory)
        images.panelSize = (strip.panelWidth, strip.bitmap.height)
        if let region = diffArtifact.region {
            let zoom = DiffZoom(region: region, width: strip.panelWidth, height: strip.bitmap.height)
            var parts: [String] = []
            for panel in DiffStrip.Panel.allCases {
                let name = imageName(result.name, "zoom-\(panel).png")
                parts.append(try write(try encode(strip.cut(panel, zoom.crop, factor: zoom.factor), name), as: name, into: directory))
            }
            images.zoom = (zoom, parts)
        }
        return images
    }

    /// The enlarged expected, diff and actual parts, shown at their size in pixels so one image pixel is a block.
    private static func zoomMarkup(_ zoom: DiffZoom, _ parts: [String]) -> String {
        var html = "<div class=\"zoom\"><p>Differing pixels within \(zoom.region) px, "
        html += zoom.factor == 1 ? "at full size" : "enlarged ×\(zoom.factor)"
        if !zoom.showsWholeRegion { html += " (its top-left \(zoom.crop.width) × \(zoom.crop.height) px; the whole region is outlined in the diff below)" }
        html += "</p><div class=\"parts\">"
        for (source, role) in zip(parts, ["expected", "diff", "actual"]) {
            html += "<figure><img src=\"\(source)\" width=\"\(zoom.crop.width * zoom.factor)\" height=\"\(zoom.crop.height * zoom.factor)\" alt=\"\(role), enlarged\">"
            html += "<figcaption>\(role)</figcaption></figure>"
        }
        return html + "</div></div>\n"
    }

    /// An outline over the diff image around `region`, placed in percent so it follows the image's displayed size.
    private static func regionMark(_ region: PixelRect, width: Int, height: Int) -> String {
        func percent(_ value: Int, _ total: Int) -> String { String(format: "%.3f%%", 100 * Double(value) / Double(max(total, 1))) }
        return "<span class=\"region\" style=\"left:\(percent(region.x, width));top:\(percent(region.y, height));"
            + "width:\(percent(region.width, width));height:\(percent(region.height, height))\"></span>"
    }

    /// PNG bytes of `bitmap`, which goes to `name` in the report.
    private static func encode(_ bitmap: Bitmap, _ name: String) throws(SnapshotError) -> [UInt8] {
        do throws(PNGError) { return try PNGCodec.encode(bitmap) } catch { throw .encoding(path: name, error) }
    }

    /// The spec's file name without its folder, so the page names no absolute path.
    private static func specFileName(_ path: String) -> String { (path as NSString).lastPathComponent }
}
