import Foundation
import LayoutShotPort

/// The `.swift` files under a folder (following a symbolic link to it), with paths relative to it, sorted. The walk
/// follows links but enters no folder twice (a link back up, `up -> ..`, is a cycle, not more sources), never reads the
/// output folder, reads no file over `maximumFileBytes`, and refuses a name with a control character, which would
/// forge lines of the diagnostics.
enum SourceTree {
    /// The largest source file read: no Swift file a person writes comes near it, and a file beside the sources that
    /// does (a data dump, a disk image) is refused before it is read.
    static let maximumFileBytes = 4 << 20

    static func read(_ path: String, skipping output: String? = nil) throws -> [PortSource] {
        let root = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PortCommandError.notAFolder(path)
        }
        var walk = Walk(skipped: output.map { OutputFolder.realPath(of: $0).path })
        let relativePaths = try walk.files(under: root, prefix: "")
        guard !relativePaths.isEmpty else { throw PortCommandError.noSources(path) }
        return try relativePaths.sorted().map { relative in
            let url = root.appendingPathComponent(relative)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= maximumFileBytes else { throw PortCommandError.tooLarge(url.path, size) }
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                throw PortCommandError.unreadable(url.path)
            }
            return PortSource(path: relative, text: text)
        }
    }

    /// One walk: the real paths of the folders entered so far.
    private struct Walk {
        let skipped: String?
        var entered: Set<String> = []

        /// Relative paths of the `.swift` files below `folder`, skipping hidden entries (`.build`, `.git`).
        mutating func files(under folder: URL, prefix: String) throws -> [String] {
            guard entered.insert(folder.path).inserted, folder.path != skipped else { return [] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            var result: [String] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    throw PortCommandError.controlCharacterInName(prefix + name)
                }
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
}
