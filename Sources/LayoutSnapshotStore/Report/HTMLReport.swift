import Foundation
import LayoutPipeline
import LayoutRender
import LayoutSpec

/// A static HTML report of a snapshot run: `index.html` plus the images it shows, in `snapshots/NAME/` beside it,
/// so the folder opens in a browser from disk (no server) and can be kept as a CI artifact.
///
/// Failures come first, with a list to jump between them and a filter box; each shows its message
/// (the layout diff first), the command that re-records it, a zoom onto the differing pixels and
/// expected | diff | actual once, with slider and overlay views. Passing snapshots are folded away.
/// The page holds no dates and no paths but those in the results' messages, so the same run gives the same bytes.
public enum HTMLReport {
    /// Writes the report of `results` into `directory` and returns the path of its `index.html`.
    ///
    /// `recordCommand` gives the shell command that re-records one snapshot (the caller knows how it was
    /// run, e.g. `result.recordCommand(mode: .failed)`). Images are written before `index.html`, each atomically.
    public static func write(
        _ results: [SpecSnapshotResult], title: String, recordCommand: (SpecSnapshotResult) -> String, to directory: String
    ) throws(SnapshotError) -> String {
        let failing = results.filter { $0.status != .passed }.sorted { $0.name < $1.name }
        let passing = results.filter { $0.status == .passed }.sorted { $0.name < $1.name }
        let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
        var body = "<header>\n<h1>\(MarkupText.escape(title))</h1>\n<p class=\"summary\">"
        body += "<span class=\"passed\">\(counts[.passed] ?? 0) passed</span>, "
        body += "<span class=\"failed\">\(counts[.failed] ?? 0) failed</span>, "
        body += "<span class=\"error\">\(counts[.error] ?? 0) errors</span></p>\n"
        body += "<p class=\"filter\" hidden><input type=\"search\" id=\"filter\" placeholder=\"Filter by name\" aria-label=\"Filter snapshots by name\">"
        body += " <span id=\"shown\"></span></p>\n</header>\n"
        body += "<div class=\"page\">\n"
        if !failing.isEmpty { body += jumpList(failing) }
        body += "<main>\n"
        for (index, result) in failing.enumerated() {
            let neighbours = (index > 0 ? failing[index - 1].name : nil, index + 1 < failing.count ? failing[index + 1].name : nil)
            let command = result.specError == nil ? recordCommand(result) : nil
            body += try failureSection(result, neighbours: neighbours, command: command, directory: directory)
        }
        if !passing.isEmpty { body += try passingSection(passing, directory: directory) }
        body += "</main>\n</div>\n"
        let path = ReferenceFile.join(directory, "index.html")
        do {
            try AtomicFile.write(page(title: title, body: body), to: path)
        } catch {
            throw .write(error)
        }
        return path
    }

    /// The name of the folder at `path` as a title shows it: `.` and relative paths resolved against
    /// the current directory, then only the last component, so no absolute path gets into the page.
    public static func folderName(_ path: String) -> String {
        let name = URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.lastPathComponent
        return name.isEmpty ? "/" : name
    }

    /// The failures as links to their sections, in page order, with their status.
    private static func jumpList(_ failing: [SpecSnapshotResult]) -> String {
        var html = "<nav class=\"jump\" aria-label=\"Failures\"><h2>Failures</h2>"
        html += "<p class=\"keys\" hidden>j / k: next / previous failure</p>\n<ol>\n"
        for result in failing {
            html += "<li data-name=\"\(MarkupText.escape(result.name))\"><a href=\"#\(anchor(result.name))\">\(MarkupText.escape(result.name))</a>"
            html += " <small class=\"\(result.status.name)\">\(result.status.name)</small></li>\n"
        }
        return html + "</ol></nav>\n"
    }

    /// Passing snapshots in a folded `<details>`, each with a thumbnail of its reference.
    private static func passingSection(_ passing: [SpecSnapshotResult], directory: String) throws(SnapshotError) -> String {
        var html = "<details class=\"passing\"><summary><h2>\(passing.count) passed</h2></summary>\n<div class=\"thumbs\">\n"
        for result in passing {
            let image = try copy(result.check("png")?.reference.path, as: imageName(result.name, "expected.png"), into: directory)
            html += "<figure id=\"\(anchor(result.name))\" data-name=\"\(MarkupText.escape(result.name))\">"
            if let image { html += "<a href=\"\(image)\"><img loading=\"lazy\" src=\"\(image)\" alt=\"\"></a>" }
            html += "<figcaption>\(MarkupText.escape(result.name))</figcaption></figure>\n"
        }
        return html + "</div></details>\n"
    }

    /// A fragment identifier for `name`: letters, digits, `-`, `_` and `.` kept, every other UTF-8 byte as `~XX`,
    /// so distinct names give distinct anchors without spaces.
    static func anchor(_ name: String) -> String {
        var out = "snapshot-"
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                out += String(format: "~%02X", byte)
            }
        }
        return out
    }

    /// Where the report keeps image `file` of snapshot `name`: `snapshots/NAME/FILE`. The page's own files
    /// (`index.html`) are at the top and every snapshot's folder is inside `snapshots/`, so no spec name
    /// (`index.html.json`) can put a folder where the page goes: the one place report paths are made.
    static func imageName(_ name: String, _ file: String) -> String { "snapshots/\(name)/\(file)" }

    /// Writes `bytes` into the report as `name` and returns the relative link to it, escaped for an attribute.
    static func write(_ bytes: [UInt8], as name: String, into directory: String) throws(SnapshotError) -> String {
        try unlinkFolders(of: name, in: directory)
        do {
            try AtomicFile.write(bytes, to: ReferenceFile.join(directory, name))
        } catch {
            throw .write(error)
        }
        return MarkupText.escape(
            name.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
                .joined(separator: "/"))
    }

    /// Removes symbolic links standing where the folders of `name` go inside `directory` (`NAME/` of
    /// `NAME/expected.png`), so that the report writes only inside its folder: through a link, a
    /// leftover or planted `NAME` would have it overwrite files anywhere.
    private static func unlinkFolders(of name: String, in directory: String) throws(SnapshotError) {
        var folder = directory
        for component in name.split(separator: "/").dropLast() {
            folder = ReferenceFile.join(folder, String(component))
            var status = stat()
            guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { continue }
            guard unlink(folder) == 0 else { throw .linkInReport(path: folder, reason: String(cString: strerror(errno))) }
        }
    }

    /// Copies `source` into the report as `name` and returns the relative link (escaped), `nil` when there is no
    /// such file or it cannot be read within `InputFile`'s limits (the page then shows the rest).
    static func copy(_ source: String?, as name: String, into directory: String) throws(SnapshotError) -> String? {
        guard let source, case .success(let bytes) = InputFile.read(source) else { return nil }
        return try write(bytes, as: name, into: directory)
    }
}
