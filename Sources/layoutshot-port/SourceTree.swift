import Foundation
import LayoutShotPort

/// The `.swift` files under a folder (following a symbolic link to it), with paths relative to it, sorted.
enum SourceTree {
    static func read(_ path: String) throws -> [PortSource] {
        let root = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PortCommandError.notAFolder(path)
        }
        let relativePaths = try files(under: root, prefix: "")
        guard !relativePaths.isEmpty else { throw PortCommandError.noSources(path) }
        return try relativePaths.sorted().map { relative in
            let url = root.appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                throw PortCommandError.unreadable(url.path)
            }
            return PortSource(path: relative, text: text)
        }
    }

    /// Relative paths of the `.swift` files below `folder`, skipping hidden entries (`.build`, `.git`).
    private static func files(under folder: URL, prefix: String) throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var result: [String] = []
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                result += try files(under: url, prefix: prefix + name + "/")
            } else if name.hasSuffix(".swift") {
                result.append(prefix + name)
            }
        }
        return result
    }
}
