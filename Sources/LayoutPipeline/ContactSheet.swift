import Foundation
import LayoutCore
import LayoutRender

/// The `index.html` of a gallery: every picture as a captioned card linking its PNG and SVG. Static
/// HTML and CSS only (no scripts), light and dark, with no dates or absolute paths so that it is
/// byte-identical across runs.
public enum ContactSheet {
    /// The page listing `entries` in order under `title`.
    public static func html(title: String, entries: [ContactSheetEntry]) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(MarkupText.escape(title))</title>
            <style>
            :root { color-scheme: light dark; --page: #F2F2F7; --card: #FFFFFF; --text: #1C1C1E; --muted: #6C6C70; --link: #0A5FA8; }
            @media (prefers-color-scheme: dark) { :root { --page: #000000; --card: #1C1C1E; --text: #F2F2F7; --muted: #AEAEB2; --link: #7CC4FF; } }
            body { margin: 0; padding: 24px; background: var(--page); color: var(--text); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
            h1 { margin: 0 0 4px; font-size: 22px; }
            header p { margin: 0 0 20px; color: var(--muted); }
            main { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 20px; }
            figure { margin: 0; padding: 12px; background: var(--card); border-radius: 12px; display: flex; flex-direction: column; gap: 10px; }
            figure > a { display: flex; justify-content: center; align-items: flex-start; }
            figure img { max-width: 100%; height: auto; max-height: 480px; object-fit: contain; }
            figcaption h2 { margin: 0; font-size: 15px; }
            figcaption p { margin: 2px 0; color: var(--muted); }
            figcaption .files a { color: var(--link); margin-right: 12px; }
            </style>
            </head>
            <body>
            <header><h1>\(MarkupText.escape(title))</h1><p>\(entries.count) \(entries.count == 1 ? "picture" : "pictures") rendered by layoutshot</p></header>
            <main>

            """
        for entry in entries {
            let png = MarkupText.escape(percentEncoded(entry.name + ".png")), svg = MarkupText.escape(percentEncoded(entry.name + ".svg"))
            let width = Int(entry.size.width.rounded()), height = Int(entry.size.height.rounded())
            out += "<figure id=\"\(MarkupText.escape(entry.name))\">\n"
            out += "<a href=\"\(png)\"><img src=\"\(png)\" alt=\"\(MarkupText.escape(entry.title))\" width=\"\(width)\" height=\"\(height)\"></a>\n"
            out += "<figcaption>\n<h2>\(MarkupText.escape(entry.title))</h2>\n"
            if let description = entry.description { out += "<p>\(MarkupText.escape(description))</p>\n" }
            out += "<p>\(entry.details.map(MarkupText.escape).joined(separator: " · "))</p>\n"
            out += "<p class=\"files\"><a href=\"\(png)\">PNG</a><a href=\"\(svg)\">SVG</a><span>\(MarkupText.escape(entry.source))</span></p>\n"
            out += "</figcaption>\n</figure>\n"
        }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    /// A file name as a relative URL: everything outside unreserved characters percent-encoded.
    static func percentEncoded(_ name: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
    }
}
