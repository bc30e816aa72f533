import Foundation
import LayoutPipeline
import LayoutRender

/// A static HTML report of a snapshot run: `index.html` plus the images it shows, copied beside it,
/// so the folder opens in a browser from disk (no server) and can be kept as a CI artifact.
///
/// Each failure shows its message (the layout diff first), and the images three ways: side by side
/// (expected, actual and the expected | diff | actual strip), a slider that wipes between expected and
/// actual, and an overlay that fades one into the other. Passing snapshots are listed with a thumbnail.
public enum HTMLReport {
    /// Writes the report of `results` into `directory` and returns the path of its `index.html`.
    public static func write(
        _ results: [SpecSnapshotResult], title: String, to directory: String
    ) throws(SnapshotError) -> String {
        var body = ""
        let failing = results.filter { $0.status != .passed }.sorted { $0.name < $1.name }
        let passing = results.filter { $0.status == .passed }.sorted { $0.name < $1.name }
        let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
        body += "<h1>\(MarkupText.escape(title))</h1>\n<p class=\"summary\">"
        body += "<span class=\"passed\">\(counts[.passed] ?? 0) passed</span>, "
        body += "<span class=\"failed\">\(counts[.failed] ?? 0) failed</span>, "
        body += "<span class=\"error\">\(counts[.error] ?? 0) errors</span></p>\n"
        for (index, result) in failing.enumerated() {
            body += try failureSection(result, index: index, directory: directory)
        }
        if !passing.isEmpty {
            body += "<h2>Passed</h2>\n<div class=\"passing\">\n"
            for result in passing {
                let image = try copy(result.check("png")?.reference.path, as: "\(result.name)/expected.png", into: directory)
                body += "<figure id=\"\(MarkupText.escape(result.name))\">"
                if let image { body += "<a href=\"\(image)\"><img loading=\"lazy\" src=\"\(image)\" alt=\"\"></a>" }
                body += "<figcaption>\(MarkupText.escape(result.name))</figcaption></figure>\n"
            }
            body += "</div>\n"
        }
        let path = ReferenceFile.join(directory, "index.html")
        do {
            try AtomicFile.write(page(title: title, body: body), to: path)
        } catch {
            throw .write(error)
        }
        return path
    }

    private static func failureSection(_ result: SpecSnapshotResult, index: Int, directory: String) throws(SnapshotError) -> String {
        var html = "<section class=\"snapshot \(result.status.name)\" id=\"\(MarkupText.escape(result.name))\">\n"
        html += "<h2>\(MarkupText.escape(result.name)) <small>\(result.status.name) · \(MarkupText.escape(result.specPath))</small></h2>\n"
        html += "<pre class=\"message\">\(MarkupText.escape(result.message))</pre>\n"
        var expected: String?, actual: String?, diff: String?
        if let png = result.check("png") {
            expected = try copy(png.reference.path, as: "\(result.name)/expected.png", into: directory)
            if case .success(.failed(_, _, let artifacts)) = png.outcome {
                actual = try copy(artifacts.first { $0.role == .actual }?.path, as: "\(result.name)/actual.png", into: directory)
                diff = try copy(artifacts.first { $0.role == .diff }?.path, as: "\(result.name)/diff.png", into: directory)
            }
        }
        if let expected, let actual {
            let group = "view\(index)"
            html += "<div class=\"views\">"
            for (value, label) in [("side", "Side by side"), ("slider", "Slider"), ("overlay", "Overlay")] {
                html += "<label><input type=\"radio\" name=\"\(group)\" value=\"\(value)\"\(value == "side" ? " checked" : "")> \(label)</label>"
            }
            html += "</div>\n<div class=\"view side\">"
            html += figure(expected, "expected") + figure(actual, "actual")
            if let diff { html += figure(diff, "expected | diff | actual", wide: true) }
            html += "</div>\n"
            html += "<div class=\"view slider\" hidden><div class=\"stack\"><img src=\"\(actual)\" alt=\"actual\">"
            html += "<div class=\"wipe\" style=\"width:50%\"><img src=\"\(expected)\" alt=\"expected\"></div></div>"
            html += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" class=\"wipe-control\"> <span>expected ◀ ▶ actual</span></div>\n"
            html += "<div class=\"view overlay\" hidden><div class=\"stack\"><img src=\"\(expected)\" alt=\"expected\">"
            html += "<img class=\"fade\" src=\"\(actual)\" alt=\"actual\" style=\"opacity:0.5\"></div>"
            html += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" class=\"fade-control\"> <span>expected ◀ ▶ actual</span></div>\n"
        } else if let expected {
            html += "<div class=\"view side\">" + figure(expected, "expected") + "</div>\n"
        }
        return html + "</section>\n"
    }

    private static func figure(_ source: String, _ caption: String, wide: Bool = false) -> String {
        "<figure\(wide ? " class=\"wide\"" : "")><a href=\"\(source)\"><img src=\"\(source)\" alt=\"\(MarkupText.escape(caption))\"></a><figcaption>\(MarkupText.escape(caption))</figcaption></figure>"
    }

    /// Copies `source` into the report as `name` and returns the relative link, `nil` when there is no such file.
    private static func copy(_ source: String?, as name: String, into directory: String) throws(SnapshotError) -> String? {
        guard let source, let data = FileManager.default.contents(atPath: source) else { return nil }
        do {
            try AtomicFile.write([UInt8](data), to: ReferenceFile.join(directory, name))
        } catch {
            throw .write(error)
        }
        return name.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
            .joined(separator: "/")
    }

    private static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(MarkupText.escape(title))</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 24px; color: #222; background: #fafafa; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 0 0 8px; } h2 small { color: #777; font-weight: normal; }
        .summary .passed { color: #1a7f37; } .summary .failed, .summary .error { color: #cf222e; font-weight: 600; }
        section.snapshot { background: #fff; border: 1px solid #ddd; border-left: 4px solid #cf222e; border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
        section.snapshot.error { border-left-color: #9a6700; }
        pre.message { background: #f6f8fa; padding: 8px 10px; border-radius: 4px; overflow-x: auto; font-size: 12.5px; }
        .views { margin: 8px 0; } .views label { margin-right: 14px; cursor: pointer; }
        .view.side { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; } figure img { max-width: 360px; max-height: 640px; border: 1px solid #ccc; background: #fff; display: block; }
        figure.wide img { max-width: 1080px; } figcaption { color: #555; font-size: 12px; text-align: center; }
        .stack { position: relative; display: inline-block; line-height: 0; border: 1px solid #ccc; }
        .stack img { max-width: 540px; display: block; }
        .stack .wipe { position: absolute; top: 0; left: 0; bottom: 0; overflow: hidden; border-right: 2px solid #cf222e; }
        .stack .wipe img, .stack img.fade { position: absolute; top: 0; left: 0; }
        .stack .wipe img { max-width: none; }
        input[type=range] { width: 300px; vertical-align: middle; }
        .passing { display: flex; flex-wrap: wrap; gap: 10px; }
        .passing img { max-width: 120px; max-height: 160px; }
        [hidden] { display: none !important; }
        </style></head><body>
        \(body)
        <script>
        for (const section of document.querySelectorAll('section.snapshot')) {
          const views = section.querySelectorAll('.view');
          for (const radio of section.querySelectorAll('.views input')) {
            radio.addEventListener('change', () => {
              for (const view of views) view.hidden = !view.classList.contains(radio.value);
              sizeWipes(section);
            });
          }
          const wipe = section.querySelector('.wipe'), wipeControl = section.querySelector('.wipe-control');
          if (wipe && wipeControl) wipeControl.addEventListener('input', () => { wipe.style.width = wipeControl.value + '%'; });
          const fade = section.querySelector('img.fade'), fadeControl = section.querySelector('.fade-control');
          if (fade && fadeControl) fadeControl.addEventListener('input', () => { fade.style.opacity = fadeControl.value / 100; });
        }
        // The expected image inside the wipe keeps the full width of the stack, so it is cut, not squeezed.
        function sizeWipes(section) {
          for (const stack of section.querySelectorAll('.slider .stack')) {
            const base = stack.querySelector(':scope > img'), top = stack.querySelector('.wipe img');
            if (base && top) top.style.width = base.getBoundingClientRect().width + 'px';
          }
        }
        window.addEventListener('load', () => {
          // `index.html?view=slider` (or overlay) opens every failure in that view.
          const wanted = new URLSearchParams(location.search).get('view');
          for (const section of document.querySelectorAll('section.snapshot')) {
            const radio = wanted && section.querySelector('.views input[value="' + wanted + '"]');
            if (radio) { radio.checked = true; radio.dispatchEvent(new Event('change')); }
            sizeWipes(section);
          }
        });
        </script>
        </body></html>

        """
    }
}
